// A studio's booking policy: a deposit (a share of the price or a fixed amount) paid when booking
// online, a free-cancellation window, and the fees for a late cancellation or a no-show.
import { z } from 'zod';

const cents = z.number().int().min(1).max(1_000_000);
const oneDeposit = {
  message: 'a deposit is either a share or a fixed amount',
  path: ['depositCents'],
};
const eitherShareOrAmount = (deposit: { depositPercent?: number | null; depositCents?: number | null }) =>
  deposit.depositPercent == null || deposit.depositCents == null;

/** A treatment's own deposit; with neither a share nor an amount the treatment takes no deposit. */
export const treatmentDepositInputSchema = z
  .object({
    serviceId: z.uuid(),
    depositPercent: z.number().int().min(1).max(100).nullish(),
    depositCents: cents.nullish(),
  })
  .refine(eitherShareOrAmount, oneDeposit);

export const bookingPolicyInputSchema = z
  .object({
    depositPercent: z.number().int().min(1).max(100).nullish(),
    depositCents: cents.nullish(),
    /** Only clients without a completed visit at the studio pay a deposit. */
    depositNewClientsOnly: z.boolean().optional(),
    /** Replaces the treatments' own deposits; left out, they stay as they are. */
    treatmentDeposits: z.array(treatmentDepositInputSchema).max(500).optional(),
    freeCancellationHours: z.number().int().min(0).max(720),
    lateCancellationFeeCents: cents.nullish(),
    noShowFeeCents: cents.nullish(),
  })
  .refine(eitherShareOrAmount, oneDeposit);
export type BookingPolicyInput = z.input<typeof bookingPolicyInputSchema>;

export const bookingPolicySchema = z
  .object({
    depositPercent: z.number().int().nullable(),
    depositCents: z.number().int().nullable(),
    depositNewClientsOnly: z.boolean(),
    treatmentDeposits: z.array(
      z.object({
        serviceId: z.string(),
        depositPercent: z.number().int().nullable(),
        depositCents: z.number().int().nullable(),
      }),
    ),
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
