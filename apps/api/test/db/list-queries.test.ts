// The platform's lists at size: seeded with thousands of studios, accounts and bookings (set-based
// SQL, then ANALYZE), every statement a list runs is captured from Kysely's executor and explained
// with sequential scans discouraged. A large table may be read sequentially only under a Limit and
// without a filter (the capped count reads at most its first rows), and never read whole along an
// index only to be sorted or hashed; everything else must have an index path. A list also runs as
// many statements for a long page as for a short one.
import { type CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopRow } from '../../src/db/schema.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { captureStatements } from '../support/statement-capture.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

const largeTables = new Set([
  'analytics_daily',
  'approval_requests',
  'booking_treatments',
  'bookings',
  'shops',
  'treatments',
  'users',
]);

const studios = 2_000;
const customersPerStudio = 10;
const bookingsPerStudio = 25;

const id = (kind: string, n: string) =>
  sql.raw(`('${kind}-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`);

async function seedLargePlatform(): Promise<void> {
  const { db } = await getTestPlatform();
  await sql`INSERT INTO shops (id, name, address, phone, email, category, status, created_at)
    SELECT ${id('00000001', 's')}, 'Studio ' || md5(s::text), 'Straße ' || s, '+49 30 ' || s,
      'studio' || s || '@example.com', 'nails', 'active', now() - s * interval '1 minute'
    FROM generate_series(1, ${studios}) s`.execute(db);
  await sql`INSERT INTO users (id, email, name, role, created_at)
    SELECT ${id('00000002', 'u')}, md5(u::text) || '@example.com', 'Kundin ' || md5(u::text), 'appUser',
      now() - u * interval '1 minute'
    FROM generate_series(1, ${studios * customersPerStudio}) u`.execute(db);
  await sql`INSERT INTO treatments (id, shop_id, name, price_cents, duration_minutes, position)
    SELECT ${id('00000004', '(s - 1) * 5 + t')}, ${id('00000001', 's')}, 'Behandlung ' || md5((s * 5 + t)::text),
      2500, 45, t
    FROM generate_series(1, ${studios}) s, generate_series(1, 5) t`.execute(db);
  await sql`INSERT INTO bookings (id, shop_id, start_at, end_at, status, source, customer_name, customer_email,
      user_id, created_at)
    SELECT ${id('00000005', `(s - 1) * ${bookingsPerStudio} + k`)}, ${id('00000001', 's')},
      now() - k * interval '1 day' - s * interval '1 minute', now() - k * interval '1 day' - s * interval '1 minute' + interval '1 hour',
      'completed', 'online', 'Kundin', 'kundin@example.com',
      ${id('00000002', `(s - 1) * ${customersPerStudio} + 1 + k % ${customersPerStudio}`)}, now() - k * interval '1 day'
    FROM generate_series(1, ${studios}) s, generate_series(1, ${bookingsPerStudio}) k`.execute(db);
  await sql`INSERT INTO booking_treatments (booking_id, position, name, price_cents, duration_minutes)
    SELECT id, 0, 'Maniküre', 2500, 60 FROM bookings`.execute(db);
  await sql`INSERT INTO approval_requests (id, shop_id, subject_type, subject_id, payload, status, submitted_at, decided_at)
    SELECT ${id('00000009', 's')}, ${id('00000001', 's')}, 'shop', ${id('00000001', 's')},
      jsonb_build_object('description', 'Neu ' || s), 'approved', now() - s * interval '1 hour', now()
    FROM generate_series(1, ${studios}) s`.execute(db);
  await sql`ANALYZE`.execute(db);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

// Nodes that pass rows on as they come, so a Limit above them stops the scan below them early.
const streaming = new Set(['Subquery Scan', 'Result', 'Append', 'WindowAgg']);
// Nodes that read all their input before passing anything on.
const gathering = new Set(['Sort', 'Hash']);

/**
 * Reads of large tables that no index bounds: a sequential scan (with sequential scans discouraged,
 * only where no index path exists) that is not a bounded read of the first rows, and a whole index
 * read only to be sorted or hashed.
 */
function unboundedScans(node: PlanNode, underLimit = false, parent = ''): string[] {
  const sequential = node['Node Type'] === 'Seq Scan' && (!underLimit || node.Filter !== undefined);
  const wholeIndex =
    /^Index (Only )?Scan$/.test(node['Node Type']) &&
    node['Index Cond'] === undefined &&
    gathering.has(parent);
  const here =
    (sequential || wholeIndex) && largeTables.has(node['Relation Name'] ?? '')
      ? [`${node['Relation Name']}${node.Filter ? ` (filter ${node.Filter})` : ''}`]
      : [];
  const limited = node['Node Type'] === 'Limit' || (underLimit && streaming.has(node['Node Type']));
  return [
    ...here,
    ...(node.Plans ?? []).flatMap((child) => unboundedScans(child, limited, node['Node Type'])),
  ];
}

async function explain(query: CompiledQuery): Promise<PlanNode> {
  const { db } = await getTestPlatform();
  // At the seeded size the planner may rightly prefer reading a few thousand rows; discouraged,
  // it shows whether an index could answer instead.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return trx.executeQuery<{ 'QUERY PLAN': unknown }>({
      ...query,
      sql: `EXPLAIN (FORMAT JSON) ${query.sql}`,
    });
  });
  const answer = rows[0]?.['QUERY PLAN'];
  const plan = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
  return plan[0].Plan;
}

/** Calls the route, then explains every SELECT it ran; answers the statements' count and the scans. */
async function statementsOf(url: string, token: string) {
  const capture = captureStatements();
  const { statusCode: status } = await call('GET', url, { token }).finally(capture.stop);
  const selects = capture.seen().filter((query) => /^\s*(with|select)\b/i.test(query.sql));
  const scans: string[] = [];
  for (const query of selects) scans.push(...unboundedScans(await explain(query)));
  return { status, statements: capture.seen().length, scans };
}

describe('list queries on a large platform', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // One test: seeding the platform is most of its time.
  it('should answer the platform lists from their indexes, and estimate counts beyond 1,000 (searches beyond 200)', {
    timeout: 240_000,
  }, async () => {
    await seedLargePlatform();
    const { db } = await getTestPlatform();
    const adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));

    // What the check finds: an order no index has.
    const unindexed = db.selectFrom('bookings').selectAll().orderBy('customer_email').limit(5).compile();
    expect(unboundedScans(await explain(unindexed))).toEqual(['bookings']);

    const lists = [
      '/api/shops/all/true?limit=50&offset=1500',
      '/api/shops/all/true?search=studio1999',
      '/api/users?offset=15000',
      '/api/users?search=kundin%20abc',
      '/api/approvals?limit=100',
      '/api/services?search=behandlung%2000',
      '/api/bookings?limit=50',
      '/api/bookings?limit=50&offset=40000',
    ];
    // Deep pages by cursor: where a deep offset page ended.
    for (const url of ['/api/bookings?limit=50', '/api/users?limit=50', '/api/services?limit=50']) {
      const deep = await call('GET', `${url}&offset=9000`, { token: adminToken });
      expect(deep.headers['x-next-cursor'], url).toEqual(expect.any(String));
      lists.push(`${url}&cursor=${deep.headers['x-next-cursor']}`);
    }
    for (const url of lists) {
      const { status, statements, scans } = await statementsOf(url, adminToken);
      expect(status, url).toBe(200);
      // Seen at all: a capture that saw nothing would find no scans.
      expect(statements, url).toBeGreaterThan(1);
      expect(scans, url).toEqual([]);
    }

    // A page by offset past the exact limit proves there are more: estimated with no count statement.
    // The planner's estimate is asked once and kept: the next pages of the list do not plan it again.
    const deepPage = async (offset: number) => {
      const capture = captureStatements();
      const answer = await call('GET', `/api/users?offset=${offset}&limit=50`, { token: adminToken }).finally(
        capture.stop,
      );
      const seen = capture.seen();
      return {
        answer,
        counts: seen.filter((statement) => /^\s*select count\(\*\)/i.test(statement.sql)).length,
        explains: seen.filter((statement) => /^EXPLAIN/.test(statement.sql)).length,
      };
    };
    const deep = await deepPage(15_000);
    expect(deep.counts).toBe(0);
    expect(deep.answer.headers['x-total-count-estimated']).toBe('true');
    expect(Number(deep.answer.headers['x-total-count'])).toBeGreaterThanOrEqual(15_051);
    const deeper = await deepPage(15_050);
    expect(deeper).toMatchObject({ counts: 0, explains: 0 });
    expect(deeper.answer.headers['x-total-count']).toBe(deep.answer.headers['x-total-count']);

    const all = await call('GET', '/api/bookings?limit=5', { token: adminToken });
    expect(all.headers['x-total-count-estimated']).toBe('true');
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(1_000);
    const few = await call('GET', '/api/shops/all/true?search=studio19', { token: adminToken });
    expect(few.headers['x-total-count-estimated']).toBeUndefined();
    // studio19@…, studio190@… to studio199@… and studio1900@… to studio1999@…
    expect(few.headers['x-total-count']).toBe('111');
    // A search is counted exactly only to 200: about one treatment name in 16 starts with an "a".
    const broad = await call('GET', '/api/services?search=behandlung%20a&limit=5', { token: adminToken });
    expect(broad.headers['x-total-count-estimated']).toBe('true');
    expect(Number(broad.headers['x-total-count'])).toBeGreaterThan(200);
  });
});

describe('statements per list', () => {
  let shop: ShopRow;

  beforeEach(async () => {
    shop = await createShop({ name: 'Nagelstudio Perle' });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should list a customer’s own bookings in as many statements for 60 bookings as for 2', async () => {
    const { db } = await getTestPlatform();
    const customer = await createUser({ role: 'appUser' });
    const token = await tokenFor(customer);
    const bookBack = async (count: number, from: number) => {
      await sql`INSERT INTO bookings (id, shop_id, start_at, end_at, status, source, customer_name, customer_email, user_id)
        SELECT gen_random_uuid(), ${shop.id}, now() - (${from} + k) * interval '1 day',
          now() - (${from} + k) * interval '1 day' + interval '1 hour', 'completed', 'online', 'Kundin',
          'kundin@example.com', ${customer.id}
        FROM generate_series(1, ${count}) k`.execute(db);
      await sql`INSERT INTO booking_treatments (booking_id, position, name, price_cents, duration_minutes)
        SELECT id, 0, 'Maniküre', 2500, 60 FROM bookings b
        WHERE user_id = ${customer.id} AND NOT EXISTS (SELECT 1 FROM booking_treatments t WHERE t.booking_id = b.id)`.execute(
        db,
      );
    };
    await bookBack(2, 0);
    const few = await statementsOf('/api/me/bookings?when=past', token);
    await bookBack(58, 10);
    const many = await statementsOf('/api/me/bookings?when=past', token);
    expect(few.status).toBe(200);
    expect(many.status).toBe(200);
    expect(few.statements).toBeGreaterThan(1);
    expect(many.statements).toBe(few.statements);
  });

  it('should tell a first page’s count from the rows it read, and count past the end or after a cursor', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const token = await tokenFor(admin);
    const word = `zander${Date.now()}`;
    for (const name of ['Anna', 'Berta', 'Clara'])
      await createUser({ role: 'appUser', name: `${name} ${word}` });
    const listed = async (query: string) => {
      const capture = captureStatements();
      const answer = await call('GET', `/api/users?search=${word}${query}`, { token }).finally(capture.stop);
      expect(answer.statusCode).toBe(200);
      const counts = capture
        .seen()
        .filter((statement) => /^\s*select count\(\*\)/i.test(statement.sql)).length;
      return {
        total: answer.headers['x-total-count'],
        counts,
        shown: (answer.json() as unknown[]).length,
        next: answer.headers['x-next-cursor'] as string | undefined,
      };
    };
    // The whole list on one page, and the last page by offset: their rows say there are three.
    expect(await listed('&limit=5')).toMatchObject({ total: '3', counts: 0, shown: 3 });
    expect(await listed('&limit=2&offset=2')).toMatchObject({ total: '3', counts: 0, shown: 1 });
    // A full first page reads on to the count's limit, so its own statement tells the number too.
    const full = await listed('&limit=2');
    expect(full).toMatchObject({ total: '3', counts: 0, shown: 2 });
    // An offset past the end and a page after a cursor cannot tell: they count.
    expect(await listed('&limit=2&offset=5')).toMatchObject({ total: '3', counts: 1, shown: 0 });
    expect(await listed(`&limit=2&cursor=${full.next}`)).toMatchObject({ total: '3', counts: 1, shown: 1 });
  });

  it('should list approval requests in as many statements for 60 as for 2, whatever their subjects', async () => {
    const { db } = await getTestPlatform();
    const admin = await createUser({ role: 'globalAdmin' });
    const token = await tokenFor(admin);
    const submit = async (count: number, from: number) => {
      for (const type of ['shop', 'stamp_card', 'partner_card', 'gift', 'deal', 'menu'] as const) {
        await sql`INSERT INTO approval_requests (id, shop_id, subject_type, subject_id, payload, status, submitted_at, decided_at)
          SELECT gen_random_uuid(), ${shop.id}, ${type}, CASE WHEN ${type} IN ('shop', 'stamp_card', 'partner_card')
            THEN ${shop.id}::uuid ELSE gen_random_uuid() END, '{"title": "Neu"}', 'approved',
            now() - (${from} + k) * interval '1 minute', now()
          FROM generate_series(1, ${count}) k`.execute(db);
      }
    };
    await submit(1, 0);
    const few = await statementsOf('/api/approvals?limit=100', token);
    await submit(10, 10);
    const many = await statementsOf('/api/approvals?limit=100', token);
    expect(few.status).toBe(200);
    expect(many.status).toBe(200);
    expect(few.statements).toBeGreaterThan(1);
    expect(many.statements).toBe(few.statements);
  });
});
