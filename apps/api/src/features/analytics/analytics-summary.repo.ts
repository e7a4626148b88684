// Reads of the analytics summary: the rollup for the days it holds, the source tables (through the
// same fact queries) for the days after it. Shops whose analytics module is off are never counted;
// page views of no shop count only in the platform-wide summary.
import { addDays } from '@studio/domain/calendar-day';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type DaySpan, dailyFacts, dailyPages } from './analytics-facts.ts';
import { type MonthsAndDays, nextMonthOf, wholeMonthsOf } from './whole-months.ts';

export interface SummaryScope {
  span: DaySpan;
  /** One shop, or every shop and the pages of no shop. */
  shopId: string | null;
  /** The last day the rollup holds (null before its first run). */
  rolledThrough: string | null;
}

/** Grouping level of a row: a day's figures, a shop's figures or the range's total. */
export type SummaryLevel = 'day' | 'shop' | 'total';

/** The facts a summary adds up. */
export interface FactSums {
  page_views: number;
  visitors: number;
  bookings: number;
  orders: number;
  stamps_given: number;
  vouchers_sold_cents: number;
}

export interface FactsRow extends FactSums {
  level: SummaryLevel;
  day: string | null;
  shop_id: string | null;
}

/** The facts of `row` added to those of `into` (none yet: zeros). */
export function addFacts(into: FactSums | undefined, row: FactSums): FactSums {
  return {
    page_views: (into?.page_views ?? 0) + row.page_views,
    visitors: (into?.visitors ?? 0) + row.visitors,
    bookings: (into?.bookings ?? 0) + row.bookings,
    orders: (into?.orders ?? 0) + row.orders,
    stamps_given: (into?.stamps_given ?? 0) + row.stamps_given,
    vouchers_sold_cents: (into?.vouchers_sold_cents ?? 0) + Number(row.vouchers_sold_cents),
  };
}

/** The stored part and the live part of the range. */
export function splitSpan({ span, rolledThrough }: SummaryScope): {
  stored: DaySpan | null;
  live: DaySpan | null;
} {
  const storedTo = rolledThrough !== null && rolledThrough < span.to ? rolledThrough : span.to;
  const stored =
    rolledThrough !== null && rolledThrough >= span.from ? { from: span.from, to: storedTo } : null;
  const liveFrom = stored ? addDays(storedTo, 1) : span.from;
  const live = liveFrom <= span.to ? { from: liveFrom, to: span.to } : null;
  return { stored, live };
}

/**
 * The stored part as whole months and leftover days. The rollup's monthly rows of the month it has
 * reached hold that month up to its last stored day, so a stored part ending there reads that
 * month's row instead of each of its days.
 */
function storedMonthsAndDays(stored: DaySpan, rolledThrough: string | null): MonthsAndDays {
  const reachesRollupEnd = stored.to === rolledThrough;
  return wholeMonthsOf(
    reachesRollupEnd ? { from: stored.from, to: addDays(nextMonthOf(stored.to), -1) } : stored,
  );
}

/** Rows (day, shop_id, …): the rollup's days, then the live ones. */
function dailySource(scope: SummaryScope): RawBuilder<unknown> {
  const { stored, live } = splitSpan(scope);
  const columns = sql`day, shop_id, page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents`;
  const sources: RawBuilder<unknown>[] = [];
  if (stored) {
    sources.push(
      sql`SELECT ${columns} FROM analytics_daily WHERE day >= ${stored.from} AND day <= ${stored.to}`,
    );
  }
  if (live) sources.push(sql`SELECT ${columns} FROM ${dailyFacts(live)} live`);
  return sql`(${sql.join(sources, sql` UNION ALL `)})`;
}

/**
 * Rows (shop_id, path, page_views): whole months of the rollup from its monthly rows, its other days
 * from the daily rows, then the live days. A month is whole only when every one of its days is in
 * the stored part, which the rollup holds complete.
 */
function pagesSource(scope: SummaryScope): RawBuilder<unknown> {
  const { stored, live } = splitSpan(scope);
  const sources: RawBuilder<unknown>[] = [];
  if (stored) {
    const { months, days } = storedMonthsAndDays(stored, scope.rolledThrough);
    if (months) {
      sources.push(sql`SELECT shop_id, path, page_views FROM analytics_monthly_pages
        WHERE month >= ${months.from} AND month <= ${months.to}`);
    }
    for (const span of days) {
      sources.push(sql`SELECT shop_id, path, page_views FROM analytics_daily_pages
        WHERE day >= ${span.from} AND day <= ${span.to}`);
    }
  }
  if (live) sources.push(sql`SELECT shop_id, path, page_views FROM ${dailyPages(live)} live`);
  return sql`(${sql.join(sources, sql` UNION ALL `)})`;
}

const switchedOff = sql`SELECT shop_id FROM shop_module_flags WHERE NOT analytics_enabled`;

function counted(shopId: string | null): RawBuilder<unknown> {
  if (shopId === null) return sql`(source.shop_id IS NULL OR source.shop_id NOT IN (${switchedOff}))`;
  return sql`source.shop_id = ${shopId} AND ${shopId}::uuid NOT IN (${switchedOff})`;
}

const level = sql<SummaryLevel>`CASE GROUPING(day, shop_id) WHEN 1 THEN 'day' WHEN 2 THEN 'shop' ELSE 'total' END`;

/** Sums by day, by shop and over the range. */
export async function sumFacts(db: Kysely<Database>, scope: SummaryScope): Promise<FactsRow[]> {
  if (scope.shopId === null) {
    const [days, shops] = await Promise.all([sumPlatformDays(db, scope), sumPlatformShops(db, scope)]);
    return [...days, ...shops];
  }
  const source = dailySource(scope);
  const { rows } = await sql<FactsRow>`
    SELECT ${level} AS level, to_char(day, 'YYYY-MM-DD') AS day, shop_id,
      sum(page_views)::int AS page_views, sum(visitors)::int AS visitors, sum(bookings)::int AS bookings, sum(orders)::int AS orders,
      sum(stamps_given)::int AS stamps_given, sum(vouchers_sold_cents)::float8 AS vouchers_sold_cents
    FROM ${source} source
    WHERE ${counted(scope.shopId)}
    GROUP BY GROUPING SETS ((day), (shop_id), ())`.execute(db);
  return rows;
}

const factColumns = sql`page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents`;
const sums = sql`sum(page_views)::int AS page_views, sum(visitors)::int AS visitors, sum(bookings)::int AS bookings,
  sum(orders)::int AS orders, sum(stamps_given)::int AS stamps_given, sum(vouchers_sold_cents)::float8 AS vouchers_sold_cents`;

/**
 * The platform's days and the range's total: the rollup's platform rows, less the stored rows of
 * the studios whose analytics are off, then the live days.
 */
async function sumPlatformDays(db: Kysely<Database>, scope: SummaryScope): Promise<FactsRow[]> {
  const { stored, live } = splitSpan(scope);
  const sources: RawBuilder<unknown>[] = [];
  if (stored) {
    sources.push(sql`SELECT day, ${factColumns} FROM analytics_platform_daily
      WHERE day >= ${stored.from} AND day <= ${stored.to}`);
    sources.push(sql`SELECT day, -page_views, -visitors, -bookings, -orders, -stamps_given, -vouchers_sold_cents
      FROM analytics_daily WHERE day >= ${stored.from} AND day <= ${stored.to} AND shop_id IN (${switchedOff})`);
  }
  if (live) {
    sources.push(sql`SELECT day, ${factColumns} FROM ${dailyFacts(live)} source WHERE ${counted(null)}`);
  }
  const { rows } = await sql<FactsRow>`
    SELECT CASE GROUPING(day) WHEN 0 THEN 'day' ELSE 'total' END AS level, to_char(day, 'YYYY-MM-DD') AS day,
      NULL AS shop_id, ${sums}
    FROM (${sql.join(sources, sql` UNION ALL `)}) source
    GROUP BY ROLLUP (day)`.execute(db);
  return rows;
}

/**
 * Each studio's sums: whole months from the monthly rows, other days from the daily ones. A deleted
 * studio's rows leave with it, and names are read where the answer is made.
 */
async function sumPlatformShops(db: Kysely<Database>, scope: SummaryScope): Promise<FactsRow[]> {
  const { stored, live } = splitSpan(scope);
  const sources: RawBuilder<unknown>[] = [];
  if (stored) {
    const { months, days } = storedMonthsAndDays(stored, scope.rolledThrough);
    if (months) {
      sources.push(sql`SELECT shop_id, ${factColumns} FROM analytics_monthly
        WHERE month >= ${months.from} AND month <= ${months.to}`);
    }
    for (const span of days) {
      sources.push(sql`SELECT shop_id, ${factColumns} FROM analytics_daily
        WHERE day >= ${span.from} AND day <= ${span.to}`);
    }
  }
  if (live) sources.push(sql`SELECT shop_id, ${factColumns} FROM ${dailyFacts(live)} live`);
  const { rows } = await sql<FactsRow>`
    SELECT 'shop' AS level, NULL AS day, shop_id, ${sums}
    FROM (${sql.join(sources, sql` UNION ALL `)}) source
    WHERE ${counted(null)} AND source.shop_id IS NOT NULL
    GROUP BY shop_id`.execute(db);
  return rows;
}

/** Every path's page views (the answer's top pages are picked from the parts' sums). */
export async function sumPageViews(
  db: Kysely<Database>,
  scope: SummaryScope,
): Promise<{ path: string; page_views: number }[]> {
  const source = pagesSource(scope);
  const { rows } = await sql<{ path: string; page_views: number }>`
    SELECT path, sum(page_views)::int AS page_views
    FROM ${source} source
    WHERE ${counted(scope.shopId)}
    GROUP BY path`.execute(db);
  return rows;
}

/** What the parts of a summary depend on besides the range, so that an unchanged part is reused. */
export interface SummaryStamps {
  rolledThrough: string | null;
  /**
   * The stored part: the version of the rollup's state row (every rollup transaction writes it),
   * the studios whose analytics are off, and the number of studios (a deleted one's rows leave).
   */
  stored: string;
  /** The live part besides those: the latest page view and the latest of each fact counted. */
  live: string;
}

export async function readSummaryStamps(db: Kysely<Database>): Promise<SummaryStamps> {
  const { rows } = await sql<{ rolled_through: string | null; stored: string; live: string }>`
    SELECT (SELECT to_char(rolled_through, 'YYYY-MM-DD') FROM analytics_rollup_state) AS rolled_through,
      concat_ws('/',
        (SELECT xmin::text FROM analytics_rollup_state),
        (SELECT string_agg(shop_id::text, ',' ORDER BY shop_id) FROM shop_module_flags WHERE NOT analytics_enabled),
        (SELECT count(*) FROM shops)) AS stored,
      concat_ws('/',
        (SELECT max(id) FROM page_views),
        (SELECT max(created_at) FROM bookings),
        (SELECT max(created_at) FROM orders),
        (SELECT max(created_at) FROM stamp_card_events),
        (SELECT max(purchased_at) FROM vouchers)) AS live`.execute(db);
  const row = rows[0];
  return { rolledThrough: row?.rolled_through ?? null, stored: row?.stored ?? '', live: row?.live ?? '' };
}

/**
 * The live days' facts as day, shop and total rows: the records are read once, by day and shop,
 * and summed both ways here.
 */
export async function sumLiveFacts(
  db: Kysely<Database>,
  span: DaySpan,
  shopId: string | null,
): Promise<FactsRow[]> {
  const { rows } = await sql<FactSums & { day: string; shop_id: string | null }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, shop_id, page_views, visitors, bookings, orders, stamps_given,
      vouchers_sold_cents::float8 AS vouchers_sold_cents
    FROM ${dailyFacts(span)} source WHERE ${counted(shopId)}`.execute(db);
  const summed = new Map<string, FactsRow>();
  const addTo = (
    key: string,
    level: SummaryLevel,
    day: string | null,
    shopId: string | null,
    row: FactSums,
  ) => summed.set(key, { level, day, shop_id: shopId, ...addFacts(summed.get(key), row) });
  for (const row of rows) {
    addTo(`day/${row.day}`, 'day', row.day, null, row);
    if (row.shop_id !== null) addTo(`shop/${row.shop_id}`, 'shop', null, row.shop_id, row);
    addTo('total', 'total', null, null, row);
  }
  return [...summed.values()];
}

export async function shopNames(db: Kysely<Database>, shopIds: string[]): Promise<Map<string, string>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db.selectFrom('shops').select(['id', 'name']).where('id', 'in', shopIds).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function shopExists(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const row = await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  return row !== undefined;
}
