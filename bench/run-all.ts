// `npm run bench`: every benchmark in turn, each printing its own figures. DATABASE_URL, when set,
// is passed on (the HTTP benchmarks then measure PostgreSQL instead of embedded PGlite).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const scripts = [
  'slot-engine.ts',
  'partner-card-patterns.ts',
  'http-reads.ts',
  'booking-http.ts',
  'booking-race.ts',
  'account-mail-timing.ts',
  'cafe-orders.ts',
  'hot-reads.ts',
  'identical-searches.ts',
  'customer-pages.ts',
];
// Stamp cards and vouchers seed their accounts in SQL, analytics its page views, the phone
// assistant its studio's plan, the client search its clients, the order boards their shop admins:
// PostgreSQL only.
if (process.env.DATABASE_URL) {
  scripts.push(
    'stamp-cards.ts',
    'vouchers.ts',
    'analytics-summary.ts',
    'voice-webhooks.ts',
    'client-search.ts',
    'order-boards.ts',
  );
}
let failed = false;
for (const script of scripts) {
  console.log(`\n=== ${script} ===\n`);
  const result = spawnSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
if (failed) process.exitCode = 1;
