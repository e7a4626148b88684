// A list paged newest first by a timestamp walks, for a page by offset, every row before it. Where
// the rows are counted per UTC day (kept by triggers), a deep page can start at the day holding its
// first row instead and walk only that day.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

/**
 * Where the row at `offset` of a list ordered newest first lies, from `days` (one row per UTC day
 * with rows: its `day` and the number of its `rows`): the end of that day, and how many rows lie on
 * later days, ahead of it in the list. Undefined past the last row.
 */
export async function findDayAtOffset(
  // biome-ignore lint/suspicious/noExplicitAny: counts of any table
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: counts of any table
  days: SelectQueryBuilder<any, any, { day: string; rows: number }>,
  offset: number,
): Promise<{ dayEnd: Date; ahead: number } | undefined> {
  const placed = db.selectFrom(days.as('d')).select([
    sql<Date>`(d.day + 1)::timestamp AT TIME ZONE 'UTC'`.as('dayEnd'),
    'd.rows',
    // Days are unique: the running sum up to the day, less the day, counts the later days' rows.
    sql<number>`(sum(d.rows) OVER (ORDER BY d.day DESC) - d.rows)::integer`.as('ahead'),
  ]);
  return db
    .selectFrom(placed.as('p'))
    .select(['p.dayEnd', 'p.ahead'])
    .where('p.ahead', '<=', offset)
    .where(sql<boolean>`p.ahead + p.rows > ${offset}`)
    .executeTakeFirst();
}
