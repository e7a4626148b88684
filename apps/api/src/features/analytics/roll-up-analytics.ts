// The daily analytics rollup: stores the facts of every finished day (in the analytics time zone),
// sums the page views per path of the months those days are in, and remembers the last day it
// stored. Idempotent (whole days and months are replaced) and safe when two instances run it at
// once: a transaction-scoped advisory lock makes the second wait, after which it finds the days done.
import { analyticsTimeZone } from '@studio/domain/analytics-contract';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { type DaySpan, dailyFacts, dailyPages } from './analytics-facts.ts';
import { monthOf, nextMonthOf } from './whole-months.ts';

/** pg_advisory_xact_lock key of the rollup ("analytics" in ASCII, as a number). */
const rollupLockKey = 0x616e616c79746963n;

/** Rolls up the finished days not stored yet; returns the days it (re)stored, if any. */
export async function rollUpAnalytics(db: Kysely<Database>, now: number): Promise<DaySpan | null> {
  const yesterday = addDays(todayIn(analyticsTimeZone, now), -1);
  return inTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${rollupLockKey})`.execute(trx);
    const rolledThrough = await readRolledThrough(trx);
    if (rolledThrough !== null && rolledThrough >= yesterday) return null;
    // The last stored day is stored again: a page view written just before midnight may have
    // committed after that run.
    const from = rolledThrough === null ? await earliestFactDay(trx) : addDays(rolledThrough, -1);
    if (from === null || from > yesterday) return null;
    const span = { from, to: yesterday };
    for (const table of ['analytics_daily', 'analytics_daily_pages'] as const) {
      await trx.deleteFrom(table).where('day', '>=', span.from).where('day', '<=', span.to).execute();
    }
    await sql`INSERT INTO analytics_daily (day, shop_id, page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents)
      SELECT * FROM ${dailyFacts(span)} facts`.execute(trx);
    await sql`INSERT INTO analytics_daily_pages (day, shop_id, path, page_views)
      SELECT * FROM ${dailyPages(span)} pages`.execute(trx);
    await sumMonthlyPages(trx, span);
    await saveRolledThrough(trx, span.to);
    return span;
  });
}

/** Sums again, from their daily rows, the months the newly stored days belong to. */
async function sumMonthlyPages(trx: Transaction<Database>, span: DaySpan): Promise<void> {
  const months = { from: monthOf(span.from), to: monthOf(span.to) };
  await trx
    .deleteFrom('analytics_monthly_pages')
    .where('month', '>=', months.from)
    .where('month', '<=', months.to)
    .execute();
  await sql`INSERT INTO analytics_monthly_pages (month, shop_id, path, page_views)
    SELECT date_trunc('month', day::timestamp)::date, shop_id, path, sum(page_views)::int
    FROM analytics_daily_pages WHERE day >= ${months.from} AND day < ${nextMonthOf(span.to)}
    GROUP BY 1, 2, 3`.execute(trx);
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
