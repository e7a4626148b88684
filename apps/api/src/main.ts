// Starts the server: `node apps/api/src/main.ts` (npm start does this after building the web app).
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { runsBackgroundJobs, shutdownMessage, startApiCluster } from './api-cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { demoAccounts, demoPassword, demoShopId } from './features/demo/demo.public.ts';
import { startPlatform } from './platform.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n\nSee the README, section "Configuration".\n`);
    process.exit(1);
  }
  throw error;
}

if (cluster.isPrimary && config.webConcurrency > 1) {
  startApiCluster(config.webConcurrency);
} else {
  await startWorker(config);
}

async function startWorker(config: ReturnType<typeof loadConfig>): Promise<void> {
  const runJobs = runsBackgroundJobs();
  // The primary may ask a worker to stop while it still starts: it then closes once started.
  let stopRequested = false;
  let close: (() => void) | undefined;
  process.on('message', (message) => {
    if (message !== shutdownMessage || stopRequested) return;
    stopRequested = true;
    close?.();
  });

  const { app, database, storageDescription, startJobs } = await startPlatform(config).catch(
    (error: unknown) => {
      console.error(
        `\nThe server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );

  let closing = false;
  const grace = closeWithGrace({ delay: 10_000 }, async ({ signal, err, manual }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal: signal ?? (manual ? 'primary' : undefined) }, 'shutting down');
    await app.close();
  });
  // A worker closes like a single process when the primary stops (unless a signal got here first).
  close = () => {
    if (!closing) void grace.close();
  };
  if (stopRequested) return close();

  await app.listen({ port: config.port, host: config.host });
  // With several workers the jobs worker speaks for all of them.
  if (!runJobs) return;

  const url = config.publicUrl;
  const lines = [
    '',
    `  Studioly is running at ${url}`,
    ...(config.webConcurrency > 1 ? [`  API processes: ${config.webConcurrency} (WEB_CONCURRENCY)`] : []),
    `  Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    `  Uploads: ${storageDescription}`,
    config.payments.provider === 'stripe'
      ? '  Payments: Stripe'
      : '  Payments: TEST PROVIDER (PAYMENTS_PROVIDER=test): NO MONEY IS TAKEN; checkouts complete without paying',
    config.telephony.provider === 'twilio'
      ? '  Phone assistant: Twilio'
      : '  Phone assistant: SIMULATOR (TELEPHONY_PROVIDER=simulator): no real calls or messages; numbers are fictional',
    config.smtpUrl
      ? `  Mails: sent by SMTP (SMTP_URL); every mail is also kept at ${url}/admin/mail-outbox`
      : `  Mails: NOT SENT (no SMTP_URL); read them at ${url}/admin/mail-outbox (global admin)`,
    `  API reference: ${url}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(
      '',
      `  Demo studio: ${url}/partner/${demoShopId}`,
      `  Demo logins at ${url}/login (password for all: ${demoPassword})`,
      ...demoAccounts.map((account) => `    ${account.role.padEnd(12)} ${account.email}`),
    );
  }
  console.log(`${lines.join('\n')}\n`);
  if (closing) return;
  await startJobs().catch((error: unknown) => {
    console.error(
      `\nThe job queue could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  });
}
