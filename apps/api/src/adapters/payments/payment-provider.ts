// The one interface to a payment provider: checkouts for a one-off amount (voucher, deal purchase)
// and for a subscription (plan), a card saved for a booking's fees and charged later, connected accounts for the studios' payouts, refunds, and verified
// webhook events read back as the provider's current state. Stripe, or the embedded test provider
// (PAYMENTS_PROVIDER, config.ts).
import type { PlanId } from '@studio/domain/payments-contract';
import type { PaymentProviderName } from '../../db/schema.ts';

interface CheckoutBase {
  /** Our payment's id: the provider keeps it in the checkout's metadata. */
  paymentId: string;
  shopId: string;
  amountCents: number;
  currency: string;
  description: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface OneOffCheckout extends CheckoutBase {
  /** The studio's connected account that receives the money. */
  connectedAccountId: string;
  /** The platform's share, kept back from the transfer (0: none). */
  applicationFeeCents: number;
}

/**
 * A card saved for later (a setup: nothing is charged now), for the fees of a booking; charges to
 * it go to the studio's connected account. `amountCents` is the most that may be charged later.
 */
export interface CardSetup extends CheckoutBase {
  connectedAccountId: string;
}

/** A charge to a saved card without the customer present (off-session). */
export interface SavedCardCharge {
  /** Our payment's id: the provider keeps it in the charge's metadata, and it keys the charge once. */
  paymentId: string;
  shopId: string;
  /** The completed setup's reference (what the setup's checkout reported). */
  setupRef: string;
  amountCents: number;
  currency: string;
  description: string;
  connectedAccountId: string;
  applicationFeeCents: number;
}

export type SavedCardOutcome = { outcome: 'succeeded'; paymentRef: string } | { outcome: 'declined' };

export interface SubscriptionCheckout extends CheckoutBase {
  plan: PlanId;
}

export interface StartedCheckout {
  checkoutRef: string;
  url: string;
}

export interface AccountState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  disabledReason: string | null;
}

export type SubscriptionState = 'incomplete' | 'active' | 'past_due' | 'canceled';

/** What a provider event means for us, read from the provider's current object (events may come out of order). */
export type PaymentUpdate =
  | {
      kind: 'checkout';
      shopId: string;
      paymentId: string;
      outcome: 'succeeded' | 'failed';
      paymentRef: string | null;
    }
  /** A saved card's off-session charge failed; the payment stays open for another way to pay. */
  | { kind: 'card_charge_failed'; shopId: string; paymentId: string }
  | {
      kind: 'subscription';
      paymentId: string | null;
      shopId: string;
      plan: PlanId;
      subscriptionRef: string;
      status: SubscriptionState;
      currentPeriodEnd: Date | null;
      paymentFailed: boolean;
    }
  | { kind: 'account'; shopId: string; accountId: string; state: AccountState }
  | { kind: 'ignored' };

export interface VerifiedEvent {
  id: string;
  type: string;
  update: PaymentUpdate;
}

/** A webhook whose signature does not match (tampered, or signed with another secret). */
export class WebhookSignatureError extends Error {
  constructor(cause: unknown) {
    super('webhook signature does not match', { cause });
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(checkout: OneOffCheckout): Promise<StartedCheckout>;
  startSubscription(checkout: SubscriptionCheckout): Promise<StartedCheckout>;
  /** Opens the provider's page where the customer saves a card; reported like a checkout. */
  startCardSetup(setup: CardSetup): Promise<StartedCheckout>;
  /** Charges a saved card once per `paymentId`; a refused card answers `declined`. */
  chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardOutcome>;
  createAccount(shop: { shopId: string; email: string; name: string }): Promise<{ accountId: string }>;
  onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  readAccount(accountId: string): Promise<AccountState>;
  dashboardLink(accountId: string): Promise<string>;
  /** Gives a paid one-off checkout's money back (the transfer to the studio is reversed). */
  refund(paymentRef: string): Promise<void>;
  /** Verifies a webhook's signature, then reads the current state of the object it names. */
  readWebhook(rawBody: Buffer, signature: string): Promise<VerifiedEvent>;
}
