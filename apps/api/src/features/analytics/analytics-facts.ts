// The analytics facts of a span of whole days, computed from the source tables. The rollup stores
// them for finished days; the summary computes the days the rollup has not reached yet the same way.
import { analyticsTimeZone } from '@studio/domain/analytics-contract';
import { type RawBuilder, sql } from 'kysely';

/** Whole days `from`..`to` (inclusive, `YYYY-MM-DD`) in the analytics time zone. */
export interface DaySpan {
  from: string;
  to: string;
}

const zone = sql.lit(analyticsTimeZone);
const dayOf = (column: RawBuilder<unknown>) => sql`(${column} AT TIME ZONE ${zone})::date`;
const startOf = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${zone})`;
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;
const within = (column: RawBuilder<unknown>, span: DaySpan) =>
  sql`${column} >= ${startOf(span.from)} AND ${column} < ${endOf(span.to)}`;

// A page view names its shop as free text (the web app sends it); only real shops count as shops.
// The views are grouped by that text first and the groups joined to the shops after: a join of a
// day's groups instead of each of its views. A visitor is a pseudonym per studio and day, so the
// distinct visitors of groups ending up under one shop (the platform's own pages and those of a
// studio deleted since) add up exactly.
const pageViewGroups = (span: DaySpan, byPath: boolean) => sql`(
  SELECT g.day, s.id AS shop_id, ${byPath ? sql`g.path,` : sql``}
    sum(g.page_views) AS page_views, sum(g.visitors) AS visitors
  FROM (
    SELECT ${dayOf(sql.ref('pv.occurred_at'))} AS day, pv.shop_id AS shop_text, ${byPath ? sql`pv.path,` : sql``}
      count(*) AS page_views, ${byPath ? sql`0` : sql`count(DISTINCT pv.visitor_id)`} AS visitors
    FROM page_views pv
    WHERE ${within(sql.ref('pv.occurred_at'), span)}
    GROUP BY 1, 2${byPath ? sql`, 3` : sql``}
  ) g
  LEFT JOIN shops s ON s.id::text = g.shop_text
  GROUP BY g.day, s.id${byPath ? sql`, g.path` : sql``}
)`;

/** Rows (day, shop_id, page_views, visitors, bookings, orders, stamps_given, vouchers_sold_cents). */
export function dailyFacts(span: DaySpan): RawBuilder<unknown> {
  return sql`(
    SELECT day, shop_id, sum(page_views)::int AS page_views, sum(visitors)::int AS visitors,
      sum(bookings)::int AS bookings, sum(orders)::int AS orders, sum(stamps_given)::int AS stamps_given,
      sum(vouchers_sold_cents)::bigint AS vouchers_sold_cents
    FROM (
      SELECT day, shop_id, page_views, visitors, 0 AS bookings, 0 AS orders, 0 AS stamps_given,
        0 AS vouchers_sold_cents
      FROM ${pageViewGroups(span, false)} v
      UNION ALL
      SELECT ${dayOf(sql.ref('created_at'))}, shop_id, 0, 0, count(*), 0, 0, 0
      FROM bookings WHERE ${within(sql.ref('created_at'), span)} GROUP BY 1, 2
      UNION ALL
      SELECT ${dayOf(sql.ref('created_at'))}, shop_id, 0, 0, 0, count(*), 0, 0
      FROM orders WHERE ${within(sql.ref('created_at'), span)} GROUP BY 1, 2
      UNION ALL
      SELECT ${dayOf(sql.ref('created_at'))}, shop_id, 0, 0, 0, 0, sum(count), 0
      FROM stamp_card_events WHERE kind = 'stamps_added' AND ${within(sql.ref('created_at'), span)}
      GROUP BY 1, 2
      UNION ALL
      SELECT ${dayOf(sql.ref('purchased_at'))}, shop_id, 0, 0, 0, 0, 0, sum(price_cents)
      FROM vouchers WHERE ${within(sql.ref('purchased_at'), span)} GROUP BY 1, 2
    ) facts
    GROUP BY day, shop_id
  )`;
}

/** Rows (day, shop_id, path, page_views). */
export function dailyPages(span: DaySpan): RawBuilder<unknown> {
  return sql`(
    SELECT day, shop_id, path, page_views::int AS page_views FROM ${pageViewGroups(span, true)} v
  )`;
}
