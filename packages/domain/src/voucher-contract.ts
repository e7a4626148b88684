// Vouchers (module vouchersEnabled): offers, purchase, claim, balances, redemption requests and the
// shop's sold vouchers. Paths, fields and codes named by the HTTP contract are fixed.
import { z } from 'zod';
import { voucherLogTypes, voucherRequestStatuses } from './voucher-rules.ts';

const cents = z.number().int().min(1).max(10_000_000);

/** POST|PUT shops/{shopId}/voucher-offers[/{id}]: the price may differ from the value (45 € for 50 €). */
export const voucherOfferWriteSchema = z.object({
  name: z.string().trim().min(1).max(100),
  valueCents: cents,
  priceCents: cents,
  active: z.boolean().default(true),
});
export type VoucherOfferWrite = z.input<typeof voucherOfferWriteSchema>;

export const voucherOfferSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    valueCents: z.number().int(),
    priceCents: z.number().int(),
    currency: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'VoucherOffer' });
export type VoucherOffer = z.infer<typeof voucherOfferSchema>;
export const voucherOfferListSchema = z.array(voucherOfferSchema);

const person = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
});

/** POST shops/{shopId}/vouchers/purchase */
export const voucherPurchaseSchema = z.object({
  offerId: z.uuid(),
  buyer: person,
  recipient: person.optional(),
  message: z.string().trim().max(500).optional(),
});
export type VoucherPurchase = z.input<typeof voucherPurchaseSchema>;

export const checkoutStartedSchema = z.object({ paymentId: z.string(), checkoutUrl: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

export const voucherLogEntrySchema = z
  .object({
    at: z.string(),
    type: z.enum(voucherLogTypes),
    /** The account's name, or the buyer's for a purchase; null when nobody is known. */
    account: z.string().nullable(),
    amountCents: z.number().int().nullable(),
  })
  .meta({ id: 'VoucherLogEntry' });
export type VoucherLogEntry = z.infer<typeof voucherLogEntrySchema>;
export const voucherLogSchema = z.array(voucherLogEntrySchema);

/** A voucher as its holder sees it (GET me/vouchers). */
export const heldVoucherSchema = z
  .object({
    id: z.string(),
    shopId: z.string(),
    shopName: z.string(),
    name: z.string(),
    totalCents: z.number().int(),
    remainingCents: z.number().int(),
    currency: z.string(),
    purchasedAt: z.string(),
    expiresAt: z.string(),
    active: z.boolean(),
    code: z.string(),
    pendingRequest: z
      .object({ id: z.string(), amountCents: z.number().int(), createdAt: z.string() })
      .nullable(),
    log: voucherLogSchema,
  })
  .meta({ id: 'HeldVoucher' });
export type HeldVoucher = z.infer<typeof heldVoucherSchema>;
export const heldVoucherListSchema = z.array(heldVoucherSchema);

export const claimVoucherSchema = z.object({ code: z.string().trim().min(4).max(40) });

/** A sold voucher as the shop sees it. */
export const soldVoucherSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    totalCents: z.number().int(),
    remainingCents: z.number().int(),
    currency: z.string(),
    active: z.boolean(),
    purchasedAt: z.string(),
    expiresAt: z.string(),
    buyerName: z.string(),
    holderName: z.string().nullable(),
    recipientName: z.string().nullable(),
  })
  .meta({ id: 'SoldVoucher' });
export type SoldVoucher = z.infer<typeof soldVoucherSchema>;
export const soldVoucherListSchema = z.array(soldVoucherSchema);

export const redeemRequestWriteSchema = z.object({ amountCents: cents });

export const createdRedeemRequestSchema = z.object({
  id: z.string(),
  status: z.literal('pending'),
  amountCents: z.number().int(),
});

/** A redemption request as the shop sees it (spec: account, total, remaining, amount, time). */
export const voucherRedeemRequestSchema = z
  .object({
    id: z.string(),
    voucherId: z.string(),
    code: z.string(),
    voucherName: z.string(),
    account: z.string(),
    totalCents: z.number().int(),
    remainingCents: z.number().int(),
    amountCents: z.number().int(),
    status: z.enum(voucherRequestStatuses),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'VoucherRedeemRequest' });
export type VoucherRedeemRequest = z.infer<typeof voucherRedeemRequestSchema>;
export const voucherRedeemRequestListSchema = z.array(voucherRedeemRequestSchema);
export const voucherRedeemRequestListQuerySchema = z.object({
  status: z.enum(voucherRequestStatuses).optional(),
});

/** POST shops/{shopId}/vouchers/{id}/redeem: the counter's manual redemption, confirmed on purpose. */
export const manualRedeemSchema = z.object({
  amountCents: cents,
  confirm: z.literal(true, { error: 'confirm must be true' }),
});
