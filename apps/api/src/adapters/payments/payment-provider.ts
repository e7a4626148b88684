// The one interface to a payment provider: checkouts for a one-off amount (voucher, deal purchase)
// and for a subscription (plan), connected accounts for the studios' payouts, refunds, and verified
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
  createAccount(shop: { shopId: string; email: string; name: string }): Promise<{ accountId: string }>;
  onboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  readAccount(accountId: string): Promise<AccountState>;
  dashboardLink(accountId: string): Promise<string>;
  /** Gives a paid one-off checkout's money back (the transfer to the studio is reversed). */
  refund(paymentRef: string): Promise<void>;
  /** Verifies a webhook's signature, then reads the current state of the object it names. */
  readWebhook(rawBody: Buffer, signature: string): Promise<VerifiedEvent>;
}
