import type { BookingRule, bookingRuleUpdateSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findBookingRuleRow, updateBookingRuleRow } from './closures.repo.ts';
import { presentBookingRule } from './present-booking-rule.ts';
import { requireOrderedDates } from './require-ordered-dates.ts';

export async function updateBookingRule(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  change: z.output<typeof bookingRuleUpdateSchema>,
): Promise<BookingRule> {
  const existing = await findBookingRuleRow(db, shopId, id);
  if (!existing) throw new AppError(ErrorCode.bookingRuleNotFound);
  const startDate = change.startDate ?? existing.start_date;
  const endDate = change.endDate === undefined ? existing.end_date : change.endDate;
  requireOrderedDates(startDate, endDate);
  const row = await updateBookingRuleRow(db, shopId, existing.id, {
    start_date: startDate,
    end_date: endDate,
    ...(change.slots !== undefined ? { slots: change.slots } : {}),
    ...(change.reason !== undefined ? { reason: change.reason } : {}),
  });
  if (!row) throw new AppError(ErrorCode.bookingRuleNotFound);
  return presentBookingRule(row);
}
