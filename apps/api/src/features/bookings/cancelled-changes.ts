import type { BookingRow } from '../../db/schema.ts';

/**
 * What a cancellation writes: the status, when, by whom (a late-cancellation fee follows only the
 * customer's own), and a new calendar sequence for the .ics.
 */
export function cancelledChanges(booking: BookingRow, now: number, by: 'customer' | 'studio') {
  return {
    status: 'cancelled' as const,
    cancelled_at: new Date(now),
    cancelled_by: by,
    sequence: booking.sequence + 1,
  };
}
