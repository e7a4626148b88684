// All SQL of payments, payouts and plans. Every function takes the shop first
// and uses it in each statement; the rules the database holds are in migrations/0012-payments.ts.
import type { PlanId } from '@studio/domain/payments-contract';
import { type Kysely, sql } from 'kysely';
import type { AccountState, SubscriptionState } from '../../adapters/payments/payment-provider.ts';
import type {
  Database,
  PaymentProviderName,
  PaymentPurpose,
  PaymentRow,
  PayoutAccountRow,
  ShopSubscriptionRow,
} from '../../db/schema.ts';

// --- Payments

export interface NewPayment {
  id: string;
  purpose: PaymentPurpose;
  provider: PaymentProviderName;
  amountCents: number;
  currency: string;
  description: string;
  details: Record<string, unknown>;
  returnUrl: string;
  /** Where the customer goes back to without paying. */
  cancelUrl: string;
  createdBy: string | null;
}

export async function insertPayment(
  db: Kysely<Database>,
  shopId: string,
  payment: NewPayment,
): Promise<PaymentRow> {
  return db
    .insertInto('payments')
    .values({
      id: payment.id,
      shop_id: shopId,
      purpose: payment.purpose,
      provider: payment.provider,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      description: payment.description,
      details: JSON.stringify(payment.details),
      return_url: payment.returnUrl,
      cancel_url: payment.cancelUrl,
      created_by: payment.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setCheckoutRef(
  db: Kysely<Database>,
  shopId: string,
  paymentId: string,
  checkout: { checkoutRef: string; url: string },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ checkout_ref: checkout.checkoutRef, checkout_url: checkout.url })
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .execute();
}

export function findPayment(
  db: Kysely<Database>,
  shopId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * The shop a payment belongs to, for the test provider's checkout page, which names only the
 * payment; everything after this look-up is scoped to that shop.
 */
export async function findShopOfPayment(
  db: Kysely<Database>,
  paymentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('payments')
    .select('shop_id')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row?.shop_id;
}

/** Open (or failed and retried) → succeeded, once: of simultaneous notifications one gets the row. */
export function markPaymentSucceeded(
  trx: Kysely<Database>,
  shopId: string,
  paymentId: string,
  paymentRef: string | null,
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set((eb) => ({
      status: 'succeeded',
      completed_at: sql<Date>`now()`,
      payment_ref: eb.fn.coalesce(eb.val(paymentRef), eb.ref('payment_ref')),
    }))
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .where('status', 'in', ['open', 'failed'])
    .returningAll()
    .executeTakeFirst();
}

export function markPaymentFailed(
  trx: Kysely<Database>,
  shopId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ status: 'failed' })
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

export function markPaymentRefunded(
  trx: Kysely<Database>,
  shopId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set({ status: 'refunded' })
    .where('shop_id', '=', shopId)
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .returningAll()
    .executeTakeFirst();
}

// --- Provider events

/**
 * Records an event as applied; false when it was applied before (a replay). Called in the
 * transaction of its effects, so an event is either applied and recorded, or neither.
 */
export async function recordPaymentEvent(
  trx: Kysely<Database>,
  provider: PaymentProviderName,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_events')
    .values({ provider, event_id: eventId, type })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

// --- Payout accounts

export function findPayoutAccount(
  db: Kysely<Database>,
  shopId: string,
): Promise<PayoutAccountRow | undefined> {
  return db.selectFrom('payout_accounts').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

export async function insertPayoutAccount(
  db: Kysely<Database>,
  shopId: string,
  provider: PaymentProviderName,
  accountId: string,
): Promise<PayoutAccountRow> {
  await db
    .insertInto('payout_accounts')
    .values({ shop_id: shopId, provider, account_id: accountId })
    .onConflict((conflict) => conflict.column('shop_id').doNothing())
    .execute();
  return db.selectFrom('payout_accounts').selectAll().where('shop_id', '=', shopId).executeTakeFirstOrThrow();
}

export function writePayoutAccountState(
  db: Kysely<Database>,
  shopId: string,
  accountId: string,
  state: AccountState,
): Promise<PayoutAccountRow | undefined> {
  return db
    .updateTable('payout_accounts')
    .set({
      charges_enabled: state.chargesEnabled,
      payouts_enabled: state.payoutsEnabled,
      details_submitted: state.detailsSubmitted,
      disabled_reason: state.disabledReason,
      updated_at: sql<Date>`now()`,
    })
    .where('shop_id', '=', shopId)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
}

// --- Subscriptions

export function findSubscription(
  db: Kysely<Database>,
  shopId: string,
): Promise<ShopSubscriptionRow | undefined> {
  return db.selectFrom('shop_subscriptions').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

export async function writeSubscription(
  trx: Kysely<Database>,
  shopId: string,
  subscription: {
    plan: PlanId;
    status: SubscriptionState;
    subscriptionRef: string | null;
    currentPeriodEnd: Date | null;
    paymentFailed: boolean;
  },
): Promise<void> {
  const columns = {
    plan: subscription.plan,
    status: subscription.status,
    subscription_ref: subscription.subscriptionRef,
    current_period_end: subscription.currentPeriodEnd,
    last_payment_failed: subscription.paymentFailed,
    updated_at: sql<Date>`now()`,
  };
  await trx
    .insertInto('shop_subscriptions')
    .values({ shop_id: shopId, ...columns })
    .onConflict((conflict) => conflict.column('shop_id').doUpdateSet(columns))
    .execute();
}

/** A failed plan payment of a shop that has no subscription yet leaves a trace for the retry message. */
export async function markSubscriptionPaymentFailed(
  trx: Kysely<Database>,
  shopId: string,
  plan: PlanId,
): Promise<void> {
  await trx
    .insertInto('shop_subscriptions')
    .values({ shop_id: shopId, plan, status: 'incomplete', last_payment_failed: true })
    .onConflict((conflict) =>
      conflict.column('shop_id').doUpdateSet({ last_payment_failed: true, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

/** pending_payment → active, once; undefined when the shop was in another status. */
export async function activatePendingShop(
  trx: Kysely<Database>,
  shopId: string,
): Promise<{ id: string; name: string } | undefined> {
  return trx
    .updateTable('shops')
    .set({ status: 'active', review_requested_at: null, updated_at: sql<Date>`now()` })
    .where('id', '=', shopId)
    .where('status', '=', 'pending_payment')
    .returning(['id', 'name'])
    .executeTakeFirst();
}
