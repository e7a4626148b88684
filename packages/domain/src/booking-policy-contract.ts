// A studio's booking policy: a deposit (a share of the price or a fixed amount) paid when booking
// online, a free-cancellation window, and the fees for a late cancellation or a no-show.
import { z } from 'zod';

const cents = z.number().int().min(1).max(1_000_000);

export const bookingPolicyInputSchema = z
  .object({
    depositPercent: z.number().int().min(1).max(100).nullish(),
    depositCents: cents.nullish(),
    freeCancellationHours: z.number().int().min(0).max(720),
    lateCancellationFeeCents: cents.nullish(),
    noShowFeeCents: cents.nullish(),
  })
  .refine((policy) => policy.depositPercent == null || policy.depositCents == null, {
    message: 'a deposit is either a share or a fixed amount',
    path: ['depositCents'],
  });
export type BookingPolicyInput = z.input<typeof bookingPolicyInputSchema>;

export const bookingPolicySchema = z
  .object({
    depositPercent: z.number().int().nullable(),
    depositCents: z.number().int().nullable(),
    freeCancellationHours: z.number().int(),
    lateCancellationFeeCents: z.number().int().nullable(),
    noShowFeeCents: z.number().int().nullable(),
    currencyCode: z.string(),
  })
  .meta({ id: 'BookingPolicy' });
export type BookingPolicy = z.infer<typeof bookingPolicySchema>;

export const bookingFeeKinds = ['late_cancellation', 'no_show'] as const;
export type BookingFeeKind = (typeof bookingFeeKinds)[number];

export const chargeBookingFeeSchema = z.object({ kind: z.enum(bookingFeeKinds) });

/**
 * The fee a studio took for a booking: `deposit_kept` (the paid deposit is not given back) or
 * `charged` (the customer was sent a payment for the fee; `open` until paid).
 */
export const bookingFeeSchema = z
  .object({
    bookingId: z.string(),
    kind: z.enum(bookingFeeKinds),
    method: z.enum(['deposit_kept', 'charged']),
    status: z.enum(['open', 'paid']),
    amountCents: z.number().int(),
    currencyCode: z.string(),
    checkoutUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BookingFee' });
export type BookingFee = z.infer<typeof bookingFeeSchema>;
