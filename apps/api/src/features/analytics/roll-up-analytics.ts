// The daily analytics rollup: stores the facts of every finished day (in the analytics time zone),
// sums the page views per path and the facts per studio of the months those days are in and the
// platform's facts per day, and remembers the last day it stored. Idempotent (whole days and months
// are replaced) and safe when two instances run it at once: a transaction-scoped advisory lock makes
// the second wait, after which it finds the days done. One transaction stores at most the rest of a
// calendar month, so that a first run over a year is a dozen bounded transactions (each read by the
// summary once it commits) and each month is summed once.
import { analyticsTimeZone } from '@studio/domain/analytics-contract';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type DaySpan, dailyFacts, dailyPages } from './analytics-facts.ts';
import { monthOf, nextMonthOf } from './whole-months.ts';

/** pg_advisory_xact_lock key of the rollup ("analytics" in ASCII, as a number). */
const rollupLockKey = 0x616e616c79746963n;

/**
 * Rolls up the finished days not stored yet, at most a calendar month per transaction; returns the
 * days it (re)stored, if any.
 */
export async function rollUpAnalytics(db: Kysely<Database>, now: number): Promise<DaySpan | null> {
  let first: string | undefined;
  let last: string | undefined;
  // Only the first transaction stores the last stored day again: a page view written just before
  // midnight may have committed after the run that stored its day. The days this call stores
  // itself ended before it started.
  let restoreLast = true;
  for (
    let batch = await rollUpNextDays(db, now, restoreLast);
    batch;
    batch = await rollUpNextDays(db, now, restoreLast)
  ) {
    first ??= batch.from;
    last = batch.to;
    restoreLast = false;
  }
  return first !== undefined && last !== undefined ? { from: first, to: last } : null;
}

/** Stores the next finished days not stored yet, at most to the end of a month, in one transaction. */
async function rollUpNextDays(
  db: Kysely<Database>,
  now: number,
  restoreLast: boolean,
): Promise<DaySpan | null> {
  const yesterday = addDays(todayIn(analyticsTimeZone, now), -1);
  return inTransaction(db, async (trx) => {
    // A month of a large platform's page views takes longer than a request may, and sorts its
    // visitors in memory rather than on disk.
    await sql`SET LOCAL statement_timeout = '5min'`.execute(trx);
    await sql`SET LOCAL work_mem = '64MB'`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(${rollupLockKey})`.execute(trx);
    const rolledThrough = await readRolledThrough(trx);
    if (rolledThrough !== null && rolledThrough >= yesterday) return null;
    const from =
      rolledThrough === null ? await earliestFactDay(trx) : addDays(rolledThrough, restoreLast ? -1 : 1);
    if (from === null || from > yesterday) return null;
    // Calendar days as YYYY-MM-DD compare as text.
    let to = addDays(nextMonthOf(from), -1);
    if (to > yesterday) to = yesterday;
    const span = { from, to };
    // The platform's rows first: the daily rows' delete trigger (a studio leaving) then has no
    // platform row left to subtract from, instead of updating one row once per studio.
    for (const table of ['analytics_platform_daily', 'analytics_daily', 'analytics_daily_pages'] as const) {
      await trx.deleteFrom(table).where('day', '>=', span.from).where('day', '<=', span.to).execute();
    }
    await sql`INSERT INTO analytics_daily (day, shop_id, page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents)
      SELECT * FROM ${dailyFacts(span)} facts`.execute(trx);
    await sql`INSERT INTO analytics_daily_pages (day, shop_id, path, page_views)
      SELECT * FROM ${dailyPages(span)} pages`.execute(trx);
    await sql`INSERT INTO analytics_platform_daily (day, page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents)
      SELECT day, sum(page_views)::int, sum(visitors)::int, sum(bookings)::int, sum(orders)::int,
        sum(stamps_given)::int, sum(vouchers_sold_cents)::bigint
      FROM analytics_daily WHERE day >= ${span.from} AND day <= ${span.to} GROUP BY day`.execute(trx);
    await sumMonths(trx, span);
    await saveRolledThrough(trx, span.to);
    return span;
  });
}

/** Sums again, from their daily rows, the months the newly stored days belong to. */
async function sumMonths(trx: Transaction<Database>, span: DaySpan): Promise<void> {
  const months = { from: monthOf(span.from), to: monthOf(span.to) };
  for (const table of ['analytics_monthly_pages', 'analytics_monthly'] as const) {
    await trx.deleteFrom(table).where('month', '>=', months.from).where('month', '<=', months.to).execute();
  }
  await sql`INSERT INTO analytics_monthly_pages (month, shop_id, path, page_views)
    SELECT date_trunc('month', day::timestamp)::date, shop_id, path, sum(page_views)::int
    FROM analytics_daily_pages WHERE day >= ${months.from} AND day < ${nextMonthOf(span.to)}
    GROUP BY 1, 2, 3`.execute(trx);
  await sql`INSERT INTO analytics_monthly (month, shop_id, page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents)
    SELECT date_trunc('month', day::timestamp)::date, shop_id, sum(page_views)::int, sum(visitors)::int,
      sum(bookings)::int, sum(orders)::int, sum(stamps_given)::int, sum(vouchers_sold_cents)::bigint
    FROM analytics_daily WHERE day >= ${months.from} AND day < ${nextMonthOf(span.to)}
    GROUP BY 1, 2`.execute(trx);
}

/** The last day the rollup holds, or null before its first run. */
export async function readRolledThrough(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('analytics_rollup_state')
    .select(sql<string>`to_char(rolled_through, 'YYYY-MM-DD')`.as('day'))
    .executeTakeFirst();
  return row?.day ?? null;
}

async function saveRolledThrough(trx: Transaction<Database>, day: string): Promise<void> {
  await trx
    .insertInto('analytics_rollup_state')
    .values({ rolled_through: day })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ rolled_through: day }))
    .execute();
}

/** The first day any fact happened on, or null while there are none. */
async function earliestFactDay(trx: Transaction<Database>): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    SELECT to_char(least(
      (SELECT min(occurred_at) FROM page_views),
      (SELECT min(created_at) FROM bookings),
      (SELECT min(created_at) FROM orders),
      (SELECT min(created_at) FROM stamp_card_events),
      (SELECT min(purchased_at) FROM vouchers)
    ) AT TIME ZONE ${sql.lit(analyticsTimeZone)}, 'YYYY-MM-DD') AS day`.execute(trx);
  return rows[0]?.day ?? null;
}
