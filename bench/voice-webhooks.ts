// The phone assistant's webhook answer time on PostgreSQL (the rule path): the API in its own
// process with Twilio settings pointing at a local fake Twilio, one Plus studio (6 team members, 12
// treatments, open Monday–Saturday) whose assistant is activated through the fake. Then `--calls`
// (20) callers talk at once, `--rounds` (5) times: each call is the incoming-call webhook followed
// by four signed speech turns (a price, tomorrow's next free time, the opening hours, goodbye), one
// after the other, as Twilio posts them. Prints p50, p99 and max of every webhook's answer time and
// of the turns alone. Target: p99 < 300 ms. PostgreSQL only.
// Run: DATABASE_URL=postgres://… node bench/voice-webhooks.ts [--calls 20] [--rounds 5]
import { parseArgs } from 'node:util';
import { startFakeTwilio } from '../apps/api/test/support/fake-twilio-server.ts';
import { api, createBenchStudio, startBenchServer } from './booking-support.ts';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '20' }, rounds: { type: 'string', default: '5' } },
});
const calls = Number(values.calls);
const rounds = Number(values.rounds);
if (!process.env.DATABASE_URL) {
  console.error('voice-webhooks: set DATABASE_URL=postgres://… (PostgreSQL only)');
  process.exit(1);
}

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`;
const authToken = 'bench-twilio-auth-token-0123456789';
const fake = await startFakeTwilio({ accountSid, authToken });
// The bench server inherits these (booking-support.ts passes the environment on).
process.env.TWILIO_ACCOUNT_SID = accountSid;
process.env.TWILIO_AUTH_TOKEN = authToken;
process.env.TWILIO_API_URL = fake.url;
const server = await startBenchServer();

const percentile = (sample: number[], p: number) => {
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;
};

try {
  const studio = await createBenchStudio(server, {
    members: 6,
    durations: [30, 45, 45, 60, 60, 60, 75, 90, 90, 90, 105, 120],
  });
  if (!server.withDatabase) throw new Error('PostgreSQL only');
  await server.withDatabase((client) =>
    client.query(`INSERT INTO shop_subscriptions (shop_id, plan, status) VALUES ($1, 'plus', 'active')`, [
      studio.shopId,
    ]),
  );
  const activated = await api<{ phoneNumber: string }>(
    server.address,
    'POST',
    `/api/shops/${studio.shopId}/voice/activate`,
    {
      token: server.adminToken,
    },
  );
  if (activated.status !== 200) throw new Error(`activation answered ${activated.status}`);
  const number = activated.body.phoneNumber;

  /** Posts a signed webhook; answers its time and the next turn's address. */
  async function webhook(
    url: string,
    params: Record<string, string>,
  ): Promise<{ ms: number; next: string | undefined }> {
    const started = performance.now();
    const response = await fetch(url.replace(/^http:\/\/127\.0\.0\.1:\d+/, server.address), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': fake.sign(url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    const xml = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`webhook answered ${response.status}: ${xml}`);
    const next = xml.match(/<Gather[^>]*action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    return { ms, next };
  }

  const lines = [
    'Was kostet Treatment 3?',
    'Wann ist morgen der nächste freie Termin?',
    'Wann habt ihr diese Woche geöffnet?',
    'Danke, tschüss',
  ];
  const all: number[] = [];
  const turns: number[] = [];
  async function oneCall(round: number, index: number): Promise<void> {
    const callSid = `CA-bench-${round}-${index}`;
    const params = {
      CallSid: callSid,
      AccountSid: accountSid,
      From: `+49151${String(index).padStart(7, '0')}`,
      To: number,
    };
    const started = await webhook(`${server.address}/api/voice/twilio/calls`, params);
    all.push(started.ms);
    let next = started.next;
    for (const line of lines) {
      if (!next) break;
      const turn = await webhook(next, { ...params, SpeechResult: line });
      all.push(turn.ms);
      turns.push(turn.ms);
      next = turn.next;
    }
  }

  // Warm-up: connections, prepared statements, the first runs of the slot engine.
  await Promise.all(Array.from({ length: 4 }, (_, index) => oneCall(-1, index)));
  all.length = 0;
  turns.length = 0;
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(Array.from({ length: calls }, (_, index) => oneCall(round, index)));
  }
  const line = (name: string, sample: number[]) =>
    `${name.padEnd(24)} n=${String(sample.length).padStart(4)}  p50 ${percentile(sample, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(sample, 99).toFixed(1).padStart(6)} ms  max ${Math.max(
      ...sample,
    )
      .toFixed(1)
      .padStart(6)} ms`;
  console.log(`voice webhooks, ${calls} calls at once, ${rounds} rounds (PostgreSQL, rule path)`);
  console.log(line('every webhook', all));
  console.log(line('speech turns', turns));
  const p99 = percentile(all, 99);
  console.log(
    `target p99 < 300 ms: ${p99 < 300 ? 'reached' : 'missed'} (load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)})`,
  );
} finally {
  await server.close();
  await fake.close();
}
