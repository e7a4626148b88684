import type { BookingRule } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findBookingRuleRow } from './closures.repo.ts';
import { presentBookingRule } from './present-booking-rule.ts';

export async function showBookingRule(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<BookingRule> {
  const row = await findBookingRuleRow(db, shopId, id);
  if (!row) throw new AppError(ErrorCode.bookingRuleNotFound);
  return presentBookingRule(row);
}
