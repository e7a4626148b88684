// A page of all accounts beyond the counted ones starts at the UTC day holding its first row, found
// from the accounts counted per day (kept by triggers), instead of walking every newer account.
// Its rows must be exactly those of the list's order at that offset, whatever happened to the
// accounts: created on day boundaries and at equal instants, deleted, turned into guests and back,
// or moved to another day.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { entriesWalkedForPage, expectDeepPagesInOrder } from '../support/deep-pages.ts';
import { createUser, tokenFor } from '../support/fixtures.ts';
import { getTestPlatform } from '../support/test-platform.ts';

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
    await expectDeepPagesInOrder(
      '/api/users',
      adminToken,
      await listedIds(),
      (item: { uid: string }) => item.uid,
    );
  });

  it('should read the index entries of one day for a deep page, not every newer account’s', async () => {
    const { db } = await getTestPlatform();
    // Statistics of this test's rows, not of whatever the table held before.
    await sql`ANALYZE users`.execute(db);
    // About 30 accounts a day: the walk starts at the page's day, not at the newest account.
    const walked = await entriesWalkedForPage(
      '/api/users?limit=20&offset=1100',
      adminToken,
      'users_list_idx',
      'accounts_per_day',
    );
    expect(walked).toBeGreaterThan(20);
    expect(walked).toBeLessThan(200);
  });
});
