import { type CreatedBooking, createdBookingSchema } from '@studio/domain/booking-contract';

/** What the confirm step hands to the success page (history state survives a reload). */
export interface BookingSuccessState {
  booking: CreatedBooking;
}

export function bookingFromState(state: unknown): CreatedBooking | null {
  if (typeof state !== 'object' || state === null || !('booking' in state)) return null;
  const parsed = createdBookingSchema.safeParse(state.booking);
  return parsed.success ? parsed.data : null;
}
