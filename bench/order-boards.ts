// Many open order boards on PostgreSQL: 500 studios (`--boards`) each with its board open on
// `GET orders/events` (server-sent events, each board its own shop admin), against the API in its
// own process(es). First 30 s (`--idle`) with no board open and no orders (the API's own
// background work), then 30 s with every board open and still no orders: what the open boards
// alone cost the database (transactions per second in the bench's database, CPU of the backends
// serving the API, connections held) and the API processes. Then guests order at 50 of the
// studios at once (`--ordering`), 5 rounds (`--rounds`): each order's delay from its 201 to its
// event on its studio's board (p50, p99, max; target under a second). Shop admins are seeded in
// SQL and their tokens signed with the server's secret (500 password hashes would measure argon2).
// The transaction counter is the database's, whoever uses it: give the bench a database of its own.
// Run: DATABASE_URL=postgres://…/<own database> node bench/order-boards.ts [--boards 500] [--idle 30]
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createSessionTokens } from '../apps/api/src/http/session-tokens.ts';
import {
  api,
  benchApiKey,
  benchJwtSecret,
  clientAddress,
  createBenchStudio,
  startBenchServer,
} from './booking-support.ts';

if (!process.env.DATABASE_URL) {
  console.error('bench/order-boards.ts needs DATABASE_URL=postgres://… (shop admins are seeded in SQL)');
  process.exit(1);
}

const { values: options } = parseArgs({
  options: {
    boards: { type: 'string', default: '500' },
    ordering: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    idle: { type: 'string', default: '30' },
  },
});
const boardCount = Number(options.boards);
const orderingCount = Math.min(boardCount, Number(options.ordering));
const rounds = Number(options.rounds);
const idleSeconds = Number(options.idle);

const server = await startBenchServer();
const withDatabase: NonNullable<typeof server.withDatabase> =
  server.withDatabase ??
  (() => {
    throw new Error('no database access');
  });
const tokens = createSessionTokens(benchJwtSecret);
const adminToken = server.adminToken;

const boards = new AbortController();
let failed = false;
// The server goes whatever happens: a failed set-up must not leave it running.
try {
  /** Runs `work` for every item with at most `parallel` in flight. */
  async function inBatches<T, R>(items: T[], parallel: number, work: (item: T, index: number) => Promise<R>) {
    const results: R[] = [];
    for (let start = 0; start < items.length; start += parallel) {
      results.push(
        ...(await Promise.all(items.slice(start, start + parallel).map((item, k) => work(item, start + k)))),
      );
    }
    return results;
  }

  async function expectOk<T>(call: Promise<{ status: number; body: T }>, what: string): Promise<T> {
    const answer = await call;
    if (answer.status >= 300)
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  // The studios: the first `ordering` ones live with a small menu and table links, the rest only created.
  console.log(`setting up ${boardCount} studios …`);
  interface Studio {
    shopId: string;
    articleId?: string;
    tableToken?: string;
  }
  const studios: Studio[] = await inBatches(Array.from({ length: boardCount }), 10, async (_, index) => {
    if (index >= orderingCount) {
      const shop = await expectOk(
        api<{ id: string }>(server.address, 'POST', '/api/shops', {
          token: adminToken,
          body: {
            name: `Board ${index}`,
            address: 'Benchstraße 1, 10115 Berlin',
            phone: '+49 30 000000',
            email: `board${index}@example.com`,
            category: 'nails',
          },
        }),
        'shop',
      );
      return { shopId: shop.id };
    }
    const { shopId } = await createBenchStudio(server, { members: 1, durations: [45] });
    const shopApi = `/api/shops/${shopId}`;
    const category = await expectOk(
      api<{ id: string }>(server.address, 'POST', `${shopApi}/menu/categories`, {
        token: adminToken,
        body: { name: 'Kaffee' },
      }),
      'category',
    );
    const article = await expectOk(
      api<{ id: string }>(server.address, 'POST', `${shopApi}/menu/articles`, {
        token: adminToken,
        body: { name: 'Espresso', description: 'Espresso', priceCents: 250, categoryId: category.id },
      }),
      'article',
    );
    const links = await expectOk(
      api<{ tableNumber: string; url: string }[]>(server.address, 'GET', `${shopApi}/tables/links?tables=1`, {
        token: adminToken,
      }),
      'table links',
    );
    const tableToken = new URL(links[0]?.url ?? '').searchParams.get('table') ?? '';
    return { shopId, articleId: article.id, tableToken };
  });

  // One shop admin per studio (each user may hold only a few streams at once).
  const admins = await withDatabase(async (client) => {
    // Table orders are a module of its own, off for nail studios until the studio turns it on.
    await client.query('UPDATE shop_module_flags SET orders_enabled = true WHERE shop_id = ANY($1::uuid[])', [
      studios.map((studio) => studio.shopId),
    ]);
    const { rows } = await client.query<{ id: string; shop_id: string }>(
      `INSERT INTO users (id, email, name, role, shop_id, email_verified)
     SELECT gen_random_uuid(), 'board-admin-' || n || '@example.com', 'Board ' || n, 'shopAdmin', shop_id, true
     FROM unnest($1::uuid[]) WITH ORDINALITY AS s(shop_id, n) RETURNING id, shop_id`,
      [studios.map((studio) => studio.shopId)],
    );
    return rows;
  });
  const adminTokenOf = new Map<string, string>();
  for (const admin of admins) {
    adminTokenOf.set(
      admin.shop_id,
      await tokens.sign({ uid: admin.id, role: 'shopAdmin', shopId: admin.shop_id, generation: 0 }),
    );
  }

  // The boards: each order's first arrival on its studio's board.
  const arrivals = new Map<string, number>();
  let openBoards = 0;
  let droppedBoards = 0;
  async function openBoard(studio: Studio): Promise<void> {
    const response = await fetch(`${server.address}/api/shops/${studio.shopId}/orders/events`, {
      headers: {
        'x-api-key': benchApiKey,
        authorization: `Bearer ${adminTokenOf.get(studio.shopId) ?? ''}`,
        accept: 'text/event-stream',
      },
      signal: boards.signal,
    });
    if (!response.ok || !response.body)
      throw new Error(`board answered ${response.status}: ${await response.text()}`);
    openBoards += 1;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const chunk = await reader.read().catch(() => ({ done: true as const, value: '' }));
        if (chunk.done) break;
        buffer += chunk.value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (!data) continue;
          const order = JSON.parse(data.slice(6)) as { id: string };
          if (!arrivals.has(order.id)) arrivals.set(order.id, performance.now());
        }
      }
      openBoards -= 1;
      if (!boards.signal.aborted) droppedBoards += 1;
    })();
  }

  // CPU time of a process and its descendants (the cluster's workers), from /proc, in ms.
  const ticksPerMs = 100 / 1000;
  function processStat(pid: number): { ppid: number; cpuMs: number } | undefined {
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) / ticksPerMs };
    } catch {
      return undefined; // The process ended meanwhile.
    }
  }
  function treeCpuMs(root: number): number {
    const stats = new Map<number, { ppid: number; cpuMs: number }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = processStat(Number(entry));
      if (stat) stats.set(Number(entry), stat);
    }
    const inTree = (pid: number): boolean => pid === root || (pid > 1 && inTree(stats.get(pid)?.ppid ?? 0));
    let total = 0;
    for (const [pid, stat] of stats) if (inTree(pid)) total += stat.cpuMs;
    return total;
  }

  interface DatabaseSample {
    transactions: number;
    connections: number;
    /** CPU ms of each backend serving the API, by process id. */
    backendCpuMs: Map<number, number>;
  }
  /** The database's committed and rolled back transactions, the API's connections and their backends' CPU. */
  async function sampleDatabase(): Promise<DatabaseSample> {
    return withDatabase(async (client) => {
      const { rows: totals } = await client.query<{ transactions: string }>(
        `SELECT xact_commit + xact_rollback AS transactions FROM pg_stat_database WHERE datname = current_database()`,
      );
      const { rows: backends } = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      const backendCpuMs = new Map<number, number>();
      for (const { pid } of backends) backendCpuMs.set(pid, processStat(pid)?.cpuMs ?? 0);
      return {
        transactions: Number(totals[0]?.transactions ?? 0),
        connections: backends.length,
        backendCpuMs,
      };
    });
  }

  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');

  /** The backends' CPU between two samples (a backend opened meanwhile counts whole, one closed not at all). */
  function backendCpuDelta(before: DatabaseSample, after: DatabaseSample): number {
    let total = 0;
    for (const [pid, cpuMs] of after.backendCpuMs) total += cpuMs - (before.backendCpuMs.get(pid) ?? 0);
    return total;
  }

  /** What the API costs over `idleSeconds` without orders: the database's and its own. */
  async function idleCost(what: string): Promise<void> {
    const before = await sampleDatabase();
    const apiBefore = treeCpuMs(server.pid);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const after = await sampleDatabase();
    const apiMs = treeCpuMs(server.pid) - apiBefore;
    // The sampling's own transaction between the two readings is left out.
    const transactions = after.transactions - before.transactions - 1;
    console.log(`${what}, no orders, ${idleSeconds} s (load ${load()}):`);
    console.log(
      `  database: ${(transactions / idleSeconds).toFixed(1)} transactions/s, backends' CPU ${(backendCpuDelta(before, after) / idleSeconds).toFixed(1)} ms/s, ${after.connections} connections of the API`,
    );
    console.log(`  API processes' CPU: ${(apiMs / idleSeconds).toFixed(1)} ms/s\n`);
  }

  console.log(
    `database: ${server.kind}; API processes: ${process.env.WEB_CONCURRENCY ?? 'one per core'}; load ${load()}\n`,
  );
  // The API's own background work (jobs, housekeeping) for comparison.
  await idleCost('no board open');
  console.log(`opening ${boardCount} boards …`);
  await inBatches(studios, 25, openBoard);
  console.log(`${openBoards} boards open\n`);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  await idleCost(`${openBoards} open boards`);

  // Orders: one per ordering studio per round, all at once; each from a guest of its own address.
  const delays: number[] = [];
  let missing = 0;
  const ordersBefore = await sampleDatabase();
  const ordersStarted = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const placed = await Promise.all(
      studios.slice(0, orderingCount).map(async (studio, index) => {
        const address = clientAddress(round * orderingCount + index + 1);
        const guest = await expectOk(
          api<{ token: string }>(server.address, 'POST', '/api/auth/guest', { clientAddress: address }),
          'guest',
        );
        const answer = await expectOk(
          api<{ id: string }>(server.address, 'POST', `/api/shops/${studio.shopId}/orders`, {
            token: guest.token,
            clientAddress: address,
            body: {
              tableNumber: '1',
              tableToken: studio.tableToken ?? '',
              items: [{ articleId: studio.articleId ?? '', quantity: 1 }],
            },
          }),
          'order',
        );
        return { id: answer.id, answeredAt: performance.now() };
      }),
    );
    const deadline = performance.now() + 10_000;
    while (placed.some((order) => !arrivals.has(order.id)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const order of placed) {
      const arrived = arrivals.get(order.id);
      if (arrived === undefined) missing += 1;
      else delays.push(Math.max(0, arrived - order.answeredAt));
    }
  }
  const ordersSeconds = (performance.now() - ordersStarted) / 1000;
  const ordersAfter = await sampleDatabase();
  delays.sort((a, b) => a - b);
  console.log(`${rounds} rounds of ${orderingCount} studios ordering at once (load ${load()}):`);
  console.log(
    `  board delivery after the 201: ${delays.length}/${delays.length + missing} arrived; p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${(delays.at(-1) ?? 0).toFixed(0)} ms`,
  );
  console.log(
    `  database meanwhile: ${((ordersAfter.transactions - ordersBefore.transactions) / ordersSeconds).toFixed(1)} transactions/s over ${ordersSeconds.toFixed(1)} s`,
  );
  console.log(`  boards still open: ${openBoards}, dropped meanwhile: ${droppedBoards}`);

  failed = missing > 0 || droppedBoards > 0;
} finally {
  boards.abort();
  await server.close();
}
process.exit(failed ? 1 : 0);
