import type { BookingRule } from '@studio/domain/booking-contract';
import type { BookingRuleRow } from '../../db/schema.ts';

export function presentBookingRule(row: BookingRuleRow): BookingRule {
  return {
    id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    slots: row.slots,
    reason: row.reason,
  };
}
