// A signed-in customer moving their own booking (POST me/bookings/{id}/move and its free times).
// Apart from booking-contract.ts: the customer pages' first load does not carry these schemas.
import { z } from 'zod';
import { dayNumber, maxSlotsRangeDays } from './booking-contract.ts';
import { isoDateSchema, isoInstantSchema } from './input-rules.ts';

/** POST me/bookings/{id}/move: the new start; the booking keeps its treatments and length. */
export const moveOwnBookingSchema = z.object({ start: isoInstantSchema });
export type MoveOwnBookingRequest = z.input<typeof moveOwnBookingSchema>;

/** GET me/bookings/{id}/free-times: local days (`YYYY-MM-DD`, inclusive). */
export const ownBookingFreeTimesQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((query) => dayNumber(query.to) - dayNumber(query.from) < maxSlotsRangeDays, {
    path: ['to'],
    message: `at most ${maxSlotsRangeDays} days`,
  });
export type OwnBookingFreeTimesQuery = z.input<typeof ownBookingFreeTimesQuerySchema>;
