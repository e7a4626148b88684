import type { OpeningHours } from '@studio/domain/booking-contract';
import { normalizeOpeningHours } from '@studio/domain/opening-hours';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listOpeningRanges } from './opening-hours.repo.ts';

/** All seven weekdays; a weekday without ranges is closed (a shop that set nothing is closed every day). */
export async function showOpeningHours(db: Kysely<Database>, shopId: string): Promise<OpeningHours> {
  const ranges = await listOpeningRanges(db, shopId);
  return {
    days: normalizeOpeningHours(
      ranges.map((range) => ({ weekday: range.weekday, ranges: [{ start: range.start, end: range.end }] })),
    ),
  };
}
