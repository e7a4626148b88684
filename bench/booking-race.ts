// Race check: 50 simultaneous bookings over HTTP for one last free place; exactly one may succeed.
// Once with a team member (shop lock + exclusion constraint) and once in a studio without a team
// (capacity only, so the shop lock alone decides). The API runs as its own process, against
// PostgreSQL when DATABASE_URL is set, else embedded PGlite.
// Run: DATABASE_URL=postgres://… node bench/booking-race.ts [--requests 50] [--rounds 5]
import { parseArgs } from 'node:util';
import {
  api,
  clientAddress,
  countBookings,
  createBenchStudio,
  customer,
  guestToken,
  localStart,
  openDays,
  startBenchServer,
} from './booking-support.ts';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '50' }, rounds: { type: 'string', default: '5' } },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);

const server = await startBenchServer();
const tokens = await Promise.all(Array.from({ length: requests }, () => guestToken(server.address)));
console.log(
  `database: ${server.kind}; API in its own process; ${requests} simultaneous POST bookings per round, ${rounds} rounds\n`,
);

let failed = false;
for (const members of [1, 0]) {
  for (let round = 0; round < rounds; round += 1) {
    const studio = await createBenchStudio(server, { members, durations: [60] });
    const start = localStart(openDays(2, 9)[round % 6] ?? '', 10 * 60);
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map((token, index) =>
        api<{ errorCode?: number }>(server.address, 'POST', `/api/shops/${studio.shopId}/bookings`, {
          token,
          clientAddress: clientAddress(index),
          body: { serviceIds: studio.serviceIds, start, customer },
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const succeeded = answers.filter((answer) => answer.status === 201).length;
    const refused = answers.filter(
      (answer) => answer.status === 409 && answer.body.errorCode === 8104,
    ).length;
    const stored = await countBookings(server, studio.shopId);
    if (succeeded !== 1 || stored !== 1 || refused !== requests - 1) failed = true;
    console.log(
      `${members === 1 ? 'one team member      ' : 'no team (capacity 1)'}, round ${round + 1}: ${succeeded} succeeded, ${refused} got 409 8104, ${stored} stored (${elapsed.toFixed(0)} ms)`,
    );
  }
}
await server.close();
console.log(
  failed ? '\nFAILED: not exactly one booking per last place' : '\nOK: exactly one booking per last place',
);
if (failed) process.exitCode = 1;
