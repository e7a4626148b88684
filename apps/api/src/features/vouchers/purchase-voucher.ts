import { ErrorCode } from '@studio/domain/error-codes';
import type { CheckoutStarted, voucherPurchaseSchema } from '@studio/domain/voucher-contract';
import type { z } from 'zod';
import type { ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { type CheckoutDeps, startOneOffCheckout } from '../payments/payments.public.ts';
import { requireOfferId } from './voucher-offers.ts';
import { findOffer } from './vouchers.repo.ts';

export type VoucherPurchaseInput = z.output<typeof voucherPurchaseSchema>;

/** What a voucher payment keeps until it is paid, to make the voucher then. */
export interface VoucherPaymentDetails {
  offerId: string;
  name: string;
  valueCents: number;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string } | null;
  message: string | null;
  locale: string;
}

/**
 * Anyone (a guest too) buys a voucher from an active offer: 409 2032 while the studio's payouts are
 * not enabled. The voucher exists once the payment has succeeded (fulfil-voucher-payment.ts).
 */
export async function purchaseVoucher(
  deps: CheckoutDeps,
  shop: ShopRow,
  identity: Identity,
  input: VoucherPurchaseInput,
  options: { locale: string },
): Promise<CheckoutStarted> {
  const offer = await findOffer(deps.db, shop.id, requireOfferId(input.offerId));
  if (!offer?.active) throw new AppError(ErrorCode.notFound);
  const details: VoucherPaymentDetails = {
    offerId: offer.id,
    name: offer.name,
    valueCents: offer.value_cents,
    buyer: input.buyer,
    recipient: input.recipient ?? null,
    message: input.message || null,
    locale: options.locale,
  };
  const app = `${deps.config.publicUrl}/partner/${shop.id}/app`;
  return startOneOffCheckout(deps, {
    shopId: shop.id,
    purpose: 'voucher',
    amountCents: offer.price_cents,
    currency: shop.currency_code,
    description: `${offer.name} – ${shop.name}`,
    customerEmail: input.buyer.email,
    details: { ...details },
    // The thanks page words a gift differently: it goes to its recipient, not the buyer's account.
    successUrl: `${app}/voucher/purchase?paid={paymentId}${details.recipient ? '&gift=1' : ''}`,
    cancelUrl: `${app}/voucher/purchase`,
    createdBy: identity.uid,
  });
}
