import type { OpeningRange } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** "09:00:00" → "09:00"; PostgreSQL's "24:00:00" stays the end of the day. */
function hoursAndMinutes(time: string): string {
  return time.slice(0, 5);
}

export async function listOpeningRanges(db: Kysely<Database>, shopId: string): Promise<OpeningRange[]> {
  const rows = await db
    .selectFrom('opening_hours')
    .select(['weekday', 'start_time', 'end_time'])
    .where('shop_id', '=', shopId)
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
  return rows.map((row) => ({
    weekday: row.weekday,
    start: hoursAndMinutes(row.start_time),
    end: hoursAndMinutes(row.end_time),
  }));
}

export async function replaceOpeningRanges(
  db: Kysely<Database>,
  shopId: string,
  ranges: readonly OpeningRange[],
): Promise<void> {
  await db.deleteFrom('opening_hours').where('shop_id', '=', shopId).execute();
  if (ranges.length === 0) return;
  await db
    .insertInto('opening_hours')
    .values(
      ranges.map((range) => ({
        shop_id: shopId,
        weekday: range.weekday,
        start_time: range.start,
        end_time: range.end,
      })),
    )
    .execute();
}
