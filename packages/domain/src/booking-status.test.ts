import { describe, expect, it } from 'vitest';
import {
  activeBookingStatuses,
  bookingStatuses,
  bookingStatusTransitions,
  canTransitionBookingStatus,
  isActiveBookingStatus,
} from './booking-status.ts';

const allowed = new Set([
  // Paid: pending, or confirmed where the studio confirms by itself; unpaid in time: cancelled.
  'pending_payment→pending',
  'pending_payment→confirmed',
  'pending_payment→cancelled',
  'pending→confirmed',
  'pending→cancelled',
  'confirmed→cancelled',
  'confirmed→completed',
  'confirmed→no_show',
  'completed→no_show',
  'no_show→completed',
]);

describe('booking status transitions', () => {
  const pairs = bookingStatuses.flatMap((from) => bookingStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    expect(canTransitionBookingStatus(from, to)).toBe(allowed.has(`${from}→${to}`));
  });

  it('should make cancelled final and never stay in place', () => {
    expect(bookingStatusTransitions.cancelled).toEqual([]);
    for (const status of bookingStatuses) expect(canTransitionBookingStatus(status, status)).toBe(false);
  });

  it('should let only bookings waiting for their deposit, pending and confirmed ones hold time', () => {
    expect([...activeBookingStatuses]).toEqual(['pending_payment', 'pending', 'confirmed']);
    expect(bookingStatuses.filter(isActiveBookingStatus)).toEqual([
      'pending_payment',
      'pending',
      'confirmed',
    ]);
  });

  it('should never lead from a status that frees time back to one that holds it', () => {
    for (const from of bookingStatuses.filter((status) => !isActiveBookingStatus(status))) {
      for (const to of bookingStatusTransitions[from]) expect(isActiveBookingStatus(to)).toBe(false);
    }
  });
});
