import type { BookingRow } from '../../db/schema.ts';

/** What a cancellation writes: the status, when, and a new calendar sequence for the .ics. */
export function cancelledChanges(booking: BookingRow, now: number) {
  return { status: 'cancelled' as const, cancelled_at: new Date(now), sequence: booking.sequence + 1 };
}
