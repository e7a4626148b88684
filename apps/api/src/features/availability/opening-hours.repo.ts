import type { OpeningRange } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import { prepareStatement } from '../../db/prepared-statements.ts';
import type { Database } from '../../db/schema.ts';

/** "09:00:00" → "09:00"; PostgreSQL's "24:00:00" stays the end of the day. */
function hoursAndMinutes(time: string): string {
  return time.slice(0, 5);
}

// The public booking hours are a hot read: prepared once (prepared-statements.ts).
const openingHoursOfShop = prepareStatement<
  { shopId: string },
  { weekday: number; start_time: string; end_time: string }
>(['shopId'], (builder, { shopId }) =>
  builder
    .selectFrom('opening_hours')
    .select(['weekday', 'start_time', 'end_time'])
    .where('shop_id', '=', shopId)
    .orderBy('weekday')
    .orderBy('start_time'),
);

export async function listOpeningRanges(db: Kysely<Database>, shopId: string): Promise<OpeningRange[]> {
  const rows = await openingHoursOfShop.run(db, { shopId });
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
