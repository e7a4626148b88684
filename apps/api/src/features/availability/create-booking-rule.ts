// Booking rules (concurrent capacity); they disappear 48 hours after their end (jobs/cleanup-closures.ts).
import type { BookingRule, bookingRuleWriteSchema } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { insertBookingRule } from './closures.repo.ts';
import { presentBookingRule } from './present-booking-rule.ts';
import { requireOrderedDates } from './require-ordered-dates.ts';

export async function createBookingRule(
  db: Kysely<Database>,
  shopId: string,
  input: z.output<typeof bookingRuleWriteSchema>,
): Promise<BookingRule> {
  requireOrderedDates(input.startDate, input.endDate);
  const row = await insertBookingRule(db, shopId, {
    start_date: input.startDate,
    end_date: input.endDate,
    slots: input.slots,
    reason: input.reason,
  });
  return presentBookingRule(row);
}
