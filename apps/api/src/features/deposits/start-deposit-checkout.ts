// A booking waiting for its deposit opens the provider's checkout: money to the studio's connected
// account, like a voucher; one with a fee but no deposit opens the provider's card setup instead.
// The outcome takes effect in the bookings feature's outcome.
import type { CheckoutStarted } from '@studio/domain/voucher-contract';
import type { ShopRow } from '../../db/schema.ts';
import { type CheckoutDeps, startOneOffCheckout } from '../payments/payments.public.ts';

export interface DepositSale {
  bookingId: string;
  amountCents: number;
  customerEmail: string | null;
  /** The customer's booking page (by its cancel link): where they land paid or not. */
  bookingUrl: string;
  createdBy: string;
}

/**
 * A booking with a fee but no deposit: the customer saves a card (nothing charged) that the studio
 * may later charge the fee to; `amountCents` is the largest fee.
 */
export function startCardSetupCheckout(
  deps: CheckoutDeps,
  shop: ShopRow,
  sale: DepositSale,
): Promise<CheckoutStarted> {
  return startOneOffCheckout(deps, {
    shopId: shop.id,
    purpose: 'card_setup',
    amountCents: sale.amountCents,
    currency: shop.currency_code,
    description: `Card for cancellation fees – ${shop.name}`,
    customerEmail: sale.customerEmail || null,
    details: { bookingId: sale.bookingId },
    successUrl: `${sale.bookingUrl}&paid={paymentId}`,
    cancelUrl: sale.bookingUrl,
    createdBy: sale.createdBy,
  });
}

export function startDepositCheckout(
  deps: CheckoutDeps,
  shop: ShopRow,
  sale: DepositSale,
): Promise<CheckoutStarted> {
  return startOneOffCheckout(deps, {
    shopId: shop.id,
    purpose: 'deposit',
    amountCents: sale.amountCents,
    currency: shop.currency_code,
    description: `Deposit – ${shop.name}`,
    customerEmail: sale.customerEmail || null,
    details: { bookingId: sale.bookingId },
    successUrl: `${sale.bookingUrl}&paid={paymentId}`,
    cancelUrl: sale.bookingUrl,
    createdBy: sale.createdBy,
  });
}
