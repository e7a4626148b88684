// A page of all appointments beyond the counted ones starts at the UTC day holding its first row,
// found from the bookings counted per day (appended by triggers, folded by a job), instead of
// walking every later booking. Its rows must be exactly those of the list's order at that offset,
// whatever happened to the bookings: made on day boundaries and at equal instants, one by one or
// many in one statement, deleted, moved within their day or to another, with or without folding.
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { foldBookingsPerDay } from '../../src/features/bookings/admin-appointments.repo.ts';
import { entriesWalkedForPage, expectDeepPagesInOrder } from '../support/deep-pages.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { getTestPlatform } from '../support/test-platform.ts';

const days = 40;
const bookings = 1_500;

/** The appointments list's ids in its order, read straight from the table. */
async function listedIds(): Promise<string[]> {
  const { db } = await getTestPlatform();
  const { rows } = await sql<{ id: string }>`SELECT id FROM bookings ORDER BY start_at DESC, id`.execute(db);
  return rows.map((row) => row.id);
}

async function countedPerDay() {
  const { db } = await getTestPlatform();
  const kept = await sql<{ day: string; bookings: number }>`
    SELECT day::text AS day, sum(bookings)::integer AS bookings FROM bookings_per_day
    GROUP BY day HAVING sum(bookings) <> 0 ORDER BY day`.execute(db);
  const counted = await sql<{ day: string; bookings: number }>`
    SELECT (start_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::integer AS bookings
    FROM bookings GROUP BY 1 ORDER BY 1`.execute(db);
  return { kept: kept.rows, counted: counted.rows };
}

async function rowsKept(): Promise<number> {
  const { db } = await getTestPlatform();
  const { rows } = await sql<{
    rows: number;
  }>`SELECT count(*)::integer AS rows FROM bookings_per_day`.execute(db);
  return rows[0]?.rows ?? 0;
}

describe('deep pages of the appointments list', () => {
  let adminToken: string;

  beforeEach(async () => {
    adminToken = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const shops = [await createShop(), await createShop()];
    const { db } = await getTestPlatform();
    // Spread over 40 UTC days in two studios: every seventh exactly at a midnight, groups of three
    // at one instant; most in one statement, a few one by one.
    const insert = (from: number, to: number, shopId: string) =>
      sql`INSERT INTO bookings (id, shop_id, start_at, end_at, status, source, customer_name, customer_email)
        SELECT gen_random_uuid(), ${shopId}, at, at + interval '1 hour', 'confirmed', 'online',
          'Kundin ' || k, 'kundin' || k || '@example.com'
        FROM generate_series(${from}::integer, ${to}::integer) k,
          LATERAL (SELECT CASE WHEN k % 7 = 0
            THEN timestamptz '2026-10-01 00:00:00+00' + (k % ${days}) * interval '1 day'
            ELSE timestamptz '2026-10-01 12:00:00+00' + (k % ${days}) * interval '1 day'
              - (k / 3) * interval '1 microsecond' END AS at) instant`.execute(db);
    await insert(1, 1_200, shops[0]?.id as string);
    for (let k = 1_201; k <= bookings; k += 50) await insert(k, k + 49, shops[1]?.id as string);
    for (let k = bookings + 1; k <= bookings + 5; k++) await insert(k, k, shops[1]?.id as string);
    // Some are deleted, some move a day or two (across midnight), some within their day, some
    // change only their status.
    await sql`DELETE FROM bookings WHERE customer_email ~ '^kundin[0-9]*3[0-9]@'`.execute(db);
    await sql`UPDATE bookings SET start_at = start_at - interval '2 days', end_at = end_at - interval '2 days'
      WHERE customer_email ~ '^kundin[0-9]*88@'`.execute(db);
    await sql`UPDATE bookings SET start_at = start_at + interval '13 hours', end_at = end_at + interval '13 hours'
      WHERE customer_email ~ '^kundin[0-9]*45@'`.execute(db);
    await sql`UPDATE bookings SET start_at = start_at + interval '1 hour', end_at = end_at + interval '1 hour'
      WHERE customer_email ~ '^kundin[0-9]*12@'`.execute(db);
    await sql`UPDATE bookings SET status = 'cancelled' WHERE customer_email ~ '^kundin[0-9]*9@'`.execute(db);
  });

  it('should keep the bookings of each day counted through inserts, deletions and moves', async () => {
    const { kept, counted } = await countedPerDay();
    expect(counted.length).toBeGreaterThan(days - 5);
    expect(kept).toEqual(counted);
  });

  it('should fold each day’s rows into one and keep the same numbers', async () => {
    const { db } = await getTestPlatform();
    const before = await countedPerDay();
    const rowsBefore = await rowsKept();
    expect(await foldBookingsPerDay(db)).toBe(rowsBefore);
    expect(await rowsKept()).toBe(before.counted.length);
    expect(await countedPerDay()).toEqual(before);
    // Changes after a fold add to it.
    await sql`DELETE FROM bookings WHERE customer_email ~ '^kundin[0-9]*5@'`.execute(db);
    const after = await countedPerDay();
    expect(after.kept).toEqual(after.counted);
  });

  it('should answer every deep page by offset with exactly the rows of the list’s order there', async () => {
    const { db } = await getTestPlatform();
    const ids = await listedIds();
    // Before the job folds the day's appended counts, and after.
    await expectDeepPagesInOrder('/api/bookings', adminToken, ids, (item: { id: string }) => item.id);
    await foldBookingsPerDay(db);
    await expectDeepPagesInOrder('/api/bookings', adminToken, ids, (item: { id: string }) => item.id);
  });

  it('should read the index entries of one day for a deep page, not every later booking’s', async () => {
    const { db } = await getTestPlatform();
    // Statistics of this test's rows, not of whatever the table held before.
    await sql`ANALYZE bookings`.execute(db);
    // About 35 bookings a day: the walk starts at the page's day, not at the latest booking.
    const walked = await entriesWalkedForPage(
      '/api/bookings?limit=20&offset=1100',
      adminToken,
      'bookings_start_idx',
      'bookings_per_day',
    );
    expect(walked).toBeGreaterThan(20);
    expect(walked).toBeLessThan(200);
  });
});
