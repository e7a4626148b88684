// Booking hours (spec §3): per weekday Monday–Sunday, several open ranges or closed.
import type { OpeningHours } from '@studio/domain/booking-contract';
import { findOpeningHoursProblem, normalizeOpeningHours } from '@studio/domain/opening-hours';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listOpeningRanges, replaceOpeningRanges } from './opening-hours.repo.ts';

/** All seven weekdays; a weekday without ranges is closed (a shop that set nothing is closed every day). */
export async function showOpeningHours(db: Kysely<Database>, shopId: string): Promise<OpeningHours> {
  const ranges = await listOpeningRanges(db, shopId);
  return {
    days: normalizeOpeningHours(
      ranges.map((range) => ({ weekday: range.weekday, ranges: [{ start: range.start, end: range.end }] })),
    ),
  };
}

/** Replaces the whole week; `end ≤ start` or overlapping ranges → 8009 naming the range. */
export async function replaceOpeningHours(
  db: Kysely<Database>,
  shopId: string,
  input: OpeningHours,
): Promise<OpeningHours> {
  const problem = findOpeningHoursProblem(input.days);
  if (problem) {
    const field = `days.${problem.dayIndex}.ranges.${problem.rangeIndex}`;
    throw new AppError(8009, { problems: { [field]: 'invalid' } });
  }
  const ranges = input.days.flatMap((day) =>
    day.ranges.map((range) => ({ weekday: day.weekday, start: range.start, end: range.end })),
  );
  await db.transaction().execute((trx) => replaceOpeningRanges(trx, shopId, ranges));
  return showOpeningHours(db, shopId);
}
