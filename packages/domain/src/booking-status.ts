// The booking machine: who may move a booking where.
// Only bookings waiting for their deposit, pending and confirmed ones hold their time; the others free it.
export const bookingStatuses = [
  'pending_payment',
  'pending',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingSources = ['online', 'walk_in', 'phone'] as const;
export type BookingSource = (typeof bookingSources)[number];

/** Statuses that hold a team member and a place of capacity. */
export const activeBookingStatuses = [
  'pending_payment',
  'pending',
  'confirmed',
] as const satisfies readonly BookingStatus[];

/**
 * Allowed transitions, from → to.
 * - pending_payment (an online booking waiting for its deposit): pending or confirmed once paid,
 *   cancelled when the payment fails or its hold runs out.
 * - pending (waiting for the studio when it does not auto-confirm): confirmed or cancelled.
 * - confirmed: cancelled, or after the visit completed or no_show.
 * - completed and no_show: staff may correct one into the other; nothing else.
 * - cancelled: final (the time may already be booked by someone else).
 */
export const bookingStatusTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending_payment: ['pending', 'confirmed', 'cancelled'],
  pending: ['confirmed', 'cancelled'],
  confirmed: ['cancelled', 'completed', 'no_show'],
  completed: ['no_show'],
  no_show: ['completed'],
  cancelled: [],
};

export function canTransitionBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return bookingStatusTransitions[from].includes(to);
}

export function isActiveBookingStatus(status: BookingStatus): boolean {
  return (activeBookingStatuses as readonly BookingStatus[]).includes(status);
}
