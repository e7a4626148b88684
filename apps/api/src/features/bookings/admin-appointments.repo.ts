// The global admin's view of bookings across every studio: the one read of bookings that is not
// scoped to a shop (the route is global-admin only); `shopId` narrows it to one studio.
import type { BookingStatus } from '@studio/domain/booking-status';
import { type Kysely, sql } from 'kysely';
import { findDayAtOffset } from '../../db/day-at-offset.ts';
import { type KeysetPage, keysetResult, type ListOrderKey, selectKeysetPage } from '../../db/keyset-page.ts';
import { countPageMatches, exactCountLimit } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';

export interface AdminAppointmentFilter {
  shopId?: string | undefined;
  /** Local days of each studio, both included. */
  from?: string | undefined;
  to?: string | undefined;
  status?: BookingStatus | undefined;
}

function filtered(db: Kysely<Database>, filter: AdminAppointmentFilter) {
  let query = db.selectFrom('bookings as b');
  if (filter.shopId) query = query.where('b.shop_id', '=', filter.shopId);
  if (filter.status) query = query.where('b.status', '=', filter.status);
  // A day starts at midnight in the studio's own time zone.
  const timezone = sql`(SELECT s.timezone FROM shops s WHERE s.id = b.shop_id)`;
  if (filter.from)
    query = query.where(
      sql<boolean>`b.start_at >= (${filter.from}::date)::timestamp AT TIME ZONE ${timezone}`,
    );
  if (filter.to)
    query = query.where(
      sql<boolean>`b.start_at < (${filter.to}::date + 1)::timestamp AT TIME ZONE ${timezone}`,
    );
  return query;
}

const appointmentOrder: ListOrderKey[] = [
  { expression: sql.ref('b.start_at'), direction: 'desc', type: 'timestamptz' },
  { expression: sql.ref('b.id'), direction: 'asc', type: 'uuid' },
];

/**
 * Folds each day's appended changes of `bookings_per_day` into one row; answers how many rows were
 * folded. Changes appended meanwhile stay as they are, for the next run.
 */
export async function foldBookingsPerDay(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ folded: number }>`
    WITH taken AS (DELETE FROM bookings_per_day RETURNING day, bookings),
      kept AS (
        INSERT INTO bookings_per_day (day, bookings)
        SELECT day, sum(bookings) FROM taken GROUP BY day HAVING sum(bookings) <> 0
      )
    SELECT count(*)::integer AS folded FROM taken`.execute(db);
  return rows[0]?.folded ?? 0;
}

const isUnfiltered = (filter: AdminAppointmentFilter) =>
  !filter.shopId && !filter.status && !filter.from && !filter.to;

/**
 * Newest appointment first, with its studio, team member and treatments; and the number of all
 * matches. The page is picked from the start-time index alone, and only its rows are joined.
 */
export async function listAdminAppointmentRows(
  db: Kysely<Database>,
  filter: AdminAppointmentFilter,
  page: KeysetPage,
) {
  // A deep page of all appointments starts at the day holding its first row instead of walking
  // every later booking's index entry.
  const deep =
    isUnfiltered(filter) && !page.cursor && page.offset > exactCountLimit
      ? await findDayAtOffset(
          db,
          // A day's number is the sum of the rows appended for it.
          db
            .selectFrom('bookings_per_day')
            .select(['day', sql<number>`sum(bookings)::integer`.as('rows')])
            .groupBy('day')
            .having(sql<number>`sum(bookings)`, '>', 0),
          page.offset,
        )
      : undefined;
  const pageIds = deep
    ? selectKeysetPage(
        db,
        filtered(db, filter).where('b.start_at', '<', deep.dayEnd).select('b.id'),
        appointmentOrder,
        { ...page, offset: page.offset - deep.ahead },
      )
    : selectKeysetPage(db, filtered(db, filter).select('b.id'), appointmentOrder, page);
  const picked = await db
    .with('page', () => pageIds)
    .selectFrom('page as p')
    .innerJoin('bookings as b', 'b.id', 'p.id')
    .innerJoin('shops as s', 's.id', 'b.shop_id')
    .leftJoin('team_members as m', (join) =>
      join.onRef('m.id', '=', 'b.team_member_id').onRef('m.shop_id', '=', 'b.shop_id'),
    )
    .select([
      'b.id',
      'b.shop_id',
      's.name as shop_name',
      's.timezone as shop_timezone',
      'b.start_at',
      'b.end_at',
      'b.status',
      'b.source',
      'b.customer_name',
      'b.customer_email',
      'b.customer_phone',
      'm.name as team_member_name',
      'p.list_position',
    ])
    .select((eb) => [
      eb
        .selectFrom('booking_treatments as t')
        .whereRef('t.booking_id', '=', 'b.id')
        .select(sql<string[]>`coalesce(array_agg(t.name ORDER BY t.position), '{}')`.as('names'))
        .as('treatments'),
      eb
        .selectFrom('booking_treatments as t')
        .whereRef('t.booking_id', '=', 'b.id')
        .select(sql<number>`coalesce(sum(t.price_cents), 0)::integer`.as('total'))
        .as('price_cents'),
    ])
    .orderBy('b.start_at', 'desc')
    .orderBy('b.id')
    .execute();
  const { rows, nextCursor } = keysetResult(picked, page.limit);
  return { rows, count: await countPageMatches(db, filtered(db, filter), page, picked.length), nextCursor };
}
