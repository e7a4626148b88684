// HTTP benchmark of online booking with autocannon against the API running as its own process:
// GET slots for one week at a fixed rate (200 requests/s by default), then POST bookings under
// load (every request books a different free time), then POST bookings that all want one taken
// time (the 409 path). Uses PostgreSQL when DATABASE_URL is set, else embedded PGlite.
// Target (issue "Online booking"): p99 under 50 ms at 200 requests/s for GET slots.
// Run: DATABASE_URL=postgres://… node bench/booking-http.ts [--duration 10] [--rate 200] [--connections 10]
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  api,
  benchApiKey,
  clientAddress,
  countBookings,
  createBenchStudio,
  createSlotsStudio,
  customer,
  guestToken,
  localStart,
  openDays,
  startBenchServer,
} from './booking-support.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    rate: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    /** Comma-separated: slots, post, contested (default: all). */
    only: { type: 'string', default: 'slots,post,contested' },
  },
});
const scenarios = new Set(values.only.split(','));
const duration = Number(values.duration);
const connections = Number(values.connections);

const server = await startBenchServer();
const token = await guestToken(server.address);
const bookingHeaders = {
  'x-api-key': benchApiKey,
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
};

const { studio, seeded } = await createSlotsStudio(server, token);

const week = openDays(1, 7);
const slotsPath = `/api/shops/${studio.shopId}/slots?serviceIds=${studio.serviceIds[1]},${studio.serviceIds[0]}&from=${week[0]}&to=${week.at(-1)}`;
const probe = await api<{ slots: unknown[] }>(server.address, 'GET', slotsPath);

console.log(
  `database: ${server.kind}; API in its own process; ${seeded} existing bookings, 10 team members, 40 treatments`,
);
console.log(
  `GET slots: one week (${week[0]} … ${week.at(-1)}), a 75-minute combination, ${probe.body.slots.length} free times in the answer`,
);
console.log(`${connections} connections, ${duration} s per scenario\n`);
console.log('scenario                                       req/s   p50 ms   p99 ms  non-2xx  total');

async function paceRequests(url: string, rate: number, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = rate * seconds;
  for (let sent = 0; sent < total; sent += 1) {
    const due = started + (sent * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    pending.push(
      // Many customers, as in production: free-time searches are rate-limited per address.
      fetch(url, { headers: { 'x-api-key': benchApiKey, 'x-forwarded-for': clientAddress(sent) } }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failed += 1;
          latencies.push(performance.now() - sentAt);
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0);
  return { rate: total / elapsed, p50: at(0.5), p99: at(0.99), failed, total };
}

function report(name: string, result: autocannon.Result) {
  console.log(
    `${name.padEnd(45)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx + result.errors).padStart(8)} ${String(result.requests.total).padStart(6)}`,
  );
}

if (scenarios.has('slots')) {
  // Warm-up, then the measured run at a fixed overall rate.
  await autocannon({
    url: `${server.address}${slotsPath}`,
    connections,
    duration: 2,
    headers: { 'x-api-key': benchApiKey },
  });
  const slotsResult = await autocannon({
    url: `${server.address}${slotsPath}`,
    connections,
    duration,
    overallRate: Number(values.rate),
    headers: { 'x-api-key': benchApiKey },
  });
  report(`GET slots (1 week) at ${values.rate} req/s`, slotsResult);

  const slotsMax = await autocannon({
    url: `${server.address}${slotsPath}`,
    connections,
    duration,
    headers: { 'x-api-key': benchApiKey },
  });
  report('GET slots (1 week), as fast as it goes', slotsMax);

  // autocannon's overallRate lets each connection send its share at the start of every second, so
  // its latencies include the queue of that burst. The same rate with evenly spaced arrivals (open
  // loop: a request every 1/rate s, however long earlier ones take) shows the steady-state latency.
  const paced = await paceRequests(`${server.address}${slotsPath}`, Number(values.rate), duration);
  console.log(
    `${`GET slots (1 week), ${values.rate} req/s evenly paced`.padEnd(45)} ${paced.rate.toFixed(0).padStart(6)} ${String(paced.p50).padStart(8)} ${String(paced.p99).padStart(8)} ${String(paced.failed).padStart(8)} ${String(paced.total).padStart(6)}`,
  );
}

// POST bookings: a second studio, every request a different free time (15-minute treatment,
// 10 members, 15-minute grid), so the figures are those of bookings that succeed.
const booking = await createBenchStudio(server, { members: 10, durations: [15] });
const starts: string[] = [];
for (const day of openDays(1, 58)) {
  for (let minute = 9 * 60; minute < 19 * 60; minute += 15) {
    for (let member = 0; member < 10; member += 1) starts.push(localStart(day, minute));
  }
}
let next = 0;
let posted = 0;
if (scenarios.has('post')) {
  const bookResult = await autocannon({
    url: server.address,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: `/api/shops/${booking.shopId}/bookings`,
        headers: bookingHeaders,
        setupRequest: (request) => {
          const start = starts[next % starts.length];
          next += 1;
          return {
            ...request,
            headers: { ...bookingHeaders, 'x-forwarded-for': clientAddress(next) },
            body: JSON.stringify({ serviceIds: [booking.serviceIds[0]], start, customer }),
          };
        },
      },
    ],
  });
  report('POST bookings, each a different free time', bookResult);
  posted += bookResult['2xx'];
}

if (scenarios.has('contested')) {
  if (!scenarios.has('post'))
    await api(server.address, 'POST', `/api/shops/${booking.shopId}/bookings`, {
      token,
      body: { serviceIds: [booking.serviceIds[0]], start: starts[0], customer },
    });

  const contested = await autocannon({
    url: server.address,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: `/api/shops/${booking.shopId}/bookings`,
        headers: bookingHeaders,
        setupRequest: (request) => {
          next += 1;
          return { ...request, headers: { ...bookingHeaders, 'x-forwarded-for': clientAddress(next) } };
        },
        body: JSON.stringify({ serviceIds: [booking.serviceIds[0]], start: starts[0], customer }),
      },
    ],
  });
  report('POST bookings, all for one taken time (409)', contested);
  posted += contested['2xx'];
}

console.log(
  `\nbookings stored by the POST runs: ${await countBookings(server, booking.shopId)} (2xx answers: ${posted})`,
);
await server.close();
