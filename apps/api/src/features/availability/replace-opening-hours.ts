// Booking hours: per weekday Monday–Sunday, several open ranges or closed.

import type { OpeningHours } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { findOpeningHoursProblem } from '@studio/domain/opening-hours';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { replaceOpeningRanges } from './opening-hours.repo.ts';
import { showOpeningHours } from './show-opening-hours.ts';

/** Replaces the whole week; `end ≤ start` or overlapping ranges → 8009 naming the range. */
export async function replaceOpeningHours(
  db: Kysely<Database>,
  shopId: string,
  input: OpeningHours,
): Promise<OpeningHours> {
  const problem = findOpeningHoursProblem(input.days);
  if (problem) {
    const field = `days.${problem.dayIndex}.ranges.${problem.rangeIndex}`;
    throw new AppError(ErrorCode.openingHoursInvalid, { problems: { [field]: 'invalid' } });
  }
  const ranges = input.days.flatMap((day) =>
    day.ranges.map((range) => ({ weekday: day.weekday, start: range.start, end: range.end })),
  );
  await inTransaction(db, (trx) => replaceOpeningRanges(trx, shopId, ranges));
  return showOpeningHours(db, shopId);
}
