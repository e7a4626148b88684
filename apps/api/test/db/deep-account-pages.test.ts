// A page of all accounts beyond the counted ones starts at the UTC day holding its first row, found
// from the accounts counted per day (kept by triggers), instead of walking every newer account.
// Its rows must be exactly those of the list's order at that offset, whatever happened to the
// accounts: created on day boundaries and at equal instants, deleted, turned into guests and back,
// or moved to another day.
import { type CompiledQuery, sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { captureStatements } from '../support/statement-capture.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

const days = 40;
const accounts = 1_500;

/** The accounts list's ids in its order, read straight from the table. */
async function listedIds(): Promise<string[]> {
  const { db } = await getTestPlatform();
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM users WHERE NOT guest ORDER BY created_at DESC, id`.execute(db);
  return rows.map((row) => row.id);
}

async function countedPerDay() {
  const { db } = await getTestPlatform();
  const kept = await sql<{ day: string; accounts: number }>`
    SELECT day::text AS day, accounts FROM accounts_per_day WHERE accounts <> 0 ORDER BY day`.execute(db);
  const counted = await sql<{ day: string; accounts: number }>`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::integer AS accounts
    FROM users WHERE NOT guest GROUP BY 1 ORDER BY 1`.execute(db);
  return { kept: kept.rows, counted: counted.rows };
}

describe('deep pages of the accounts list', () => {
  let adminToken: string;

  beforeEach(async () => {
    adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const { db } = await getTestPlatform();
    // Spread over 40 UTC days: every seventh exactly at a midnight, groups of three at one instant,
    // a guest among every ten.
    await sql`INSERT INTO users (id, email, name, role, guest, created_at)
      SELECT gen_random_uuid(), 'kundin' || k || '@example.com', 'Kundin ' || k, 'appUser', k % 10 = 0,
        CASE WHEN k % 7 = 0 THEN timestamptz '2026-10-01 00:00:00+00' + (k % ${days}) * interval '1 day'
          ELSE timestamptz '2026-10-01 12:00:00+00' + (k % ${days}) * interval '1 day'
            - (k / 3) * interval '1 microsecond' END
      FROM generate_series(1, ${accounts}) k`.execute(db);
    // Some leave, some guests become accounts and some accounts guests, some move to another day.
    await sql`DELETE FROM users WHERE email ~ '^kundin[0-9]*3[0-9]@'`.execute(db);
    await sql`UPDATE users SET guest = false WHERE email ~ '^kundin[0-9]*50@'`.execute(db);
    await sql`UPDATE users SET guest = true WHERE email ~ '^kundin[0-9]*77@'`.execute(db);
    await sql`UPDATE users SET created_at = created_at - interval '3 days' WHERE email ~ '^kundin[0-9]*88@'`.execute(
      db,
    );
    await sql`UPDATE users SET name = 'Umbenannt' WHERE email ~ '^kundin[0-9]*9@'`.execute(db);
  });

  it('should keep the accounts of each day counted through inserts, deletions and changes', async () => {
    const { kept, counted } = await countedPerDay();
    expect(counted.length).toBeGreaterThan(days - 5);
    expect(kept).toEqual(counted);
  });

  it('should answer every deep page by offset with exactly the rows of the list’s order there', async () => {
    const ids = await listedIds();
    expect(ids.length).toBeGreaterThan(1_100);
    const limit = 25;
    const offsets = [
      1_001,
      1_002,
      1_017,
      1_033,
      1_050,
      1_099,
      ids.length - limit,
      ids.length - 1,
      ids.length,
    ];
    for (const offset of [...offsets, ids.length + 10]) {
      const page = await call('GET', `/api/users?limit=${limit}&offset=${offset}`, { token: adminToken });
      expect(page.statusCode, page.body).toBe(200);
      const uids = (page.json() as { uid: string }[]).map((user) => user.uid);
      expect(uids, `offset ${offset}`).toEqual(ids.slice(offset, offset + limit));
      expect(page.headers['x-total-count-estimated']).toBe('true');
      const cursor = page.headers['x-next-cursor'];
      expect(typeof cursor === 'string', `offset ${offset}`).toBe(offset + limit < ids.length);
      if (typeof cursor !== 'string') continue;
      const next = await call('GET', `/api/users?limit=${limit}&cursor=${encodeURIComponent(cursor)}`, {
        token: adminToken,
      });
      expect((next.json() as { uid: string }[]).map((user) => user.uid)).toEqual(
        ids.slice(offset + limit, offset + 2 * limit),
      );
    }
  });

  it('should read the index entries of one day for a deep page, not every newer account’s', async () => {
    const { db } = await getTestPlatform();
    // Statistics of this test's accounts, not of whatever the table held before.
    await sql`ANALYZE users`.execute(db);
    const capture = captureStatements();
    const page = await call('GET', '/api/users?limit=20&offset=1100', { token: adminToken }).finally(
      capture.stop,
    );
    expect(page.statusCode).toBe(200);
    const pageStatement = capture
      .seen()
      .find((query) => /list_position/.test(query.sql) && !/accounts_per_day/.test(query.sql));
    expect(pageStatement).toBeDefined();
    // A few thousand rows are read faster whole or sorted; discouraged, the index's walk shows.
    const { rows } = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      await sql`SET LOCAL enable_sort = off`.execute(trx);
      return trx.executeQuery<{ 'QUERY PLAN': unknown }>({
        ...(pageStatement as CompiledQuery),
        sql: `EXPLAIN (ANALYZE, FORMAT JSON) ${pageStatement?.sql}`,
      });
    });
    const answer = rows[0]?.['QUERY PLAN'];
    const plan = (typeof answer === 'string' ? JSON.parse(answer) : answer) as [{ Plan: PlanNode }];
    // About 30 accounts a day: the walk starts at the page's day, not at the newest account.
    expect(entriesReadFrom(plan[0].Plan, 'users_list_idx')).toBeGreaterThan(20);
    expect(entriesReadFrom(plan[0].Plan, 'users_list_idx')).toBeLessThan(200);
  });
});

interface PlanNode {
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The entries the plan's scans of `index` passed on, all loops together. */
function entriesReadFrom(node: PlanNode, index: string): number {
  const here = node['Index Name'] === index ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return here + (node.Plans ?? []).reduce((sum, child) => sum + entriesReadFrom(child, index), 0);
}
