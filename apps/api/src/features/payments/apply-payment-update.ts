// The one place a payment's outcome takes effect, whichever provider reports it and however often:
// in ONE transaction the provider event is recorded (a replay stops here), the payment moves on with
// `UPDATE … WHERE status = …` (so of simultaneous notifications one does the work), and what was
// bought comes into being: the voucher or the paid deal purchase (through the features that sell
// them, payment-outcomes.ts), the plan (and the studio goes live). Mails follow the commit.
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { PaymentUpdate } from '../../adapters/payments/payment-provider.ts';
import type { Database, PaymentProviderName, PaymentRow, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AfterPayment, PaymentOutcomes } from './payment-outcomes.ts';
import {
  activatePendingShop,
  findPayment,
  markPaymentFailed,
  markPaymentSucceeded,
  markSubscriptionPaymentFailed,
  recordPaymentEvent,
  writePayoutAccountState,
  writeSubscription,
} from './payments.repo.ts';

export interface PaymentUpdateDeps {
  db: Kysely<Database>;
  mail: MailContext;
  now: () => Date;
  outcomes: PaymentOutcomes;
}

interface Effects {
  replayed: boolean;
  payment: PaymentRow | undefined;
  afterPayment: AfterPayment | undefined;
  liveShop: { id: string; name: string } | undefined;
}

const oneMonthMs = 30 * 24 * 60 * 60 * 1000;

function planOf(payment: PaymentRow): 'lite' | 'basic' | 'plus' {
  const plan = (payment.details as { plan?: unknown }).plan;
  return plan === 'lite' || plan === 'plus' ? plan : 'basic';
}

async function fulfil(
  outcomes: PaymentOutcomes,
  trx: Kysely<Database>,
  payment: PaymentRow,
  shop: ShopRow,
  now: Date,
  effects: Effects,
): Promise<void> {
  if (payment.purpose !== 'subscription') {
    effects.afterPayment = await outcomes.purchases[payment.purpose].fulfil(trx, payment, shop, now);
  } else {
    // Only the test provider completes a plan's checkout itself; Stripe reports the subscription.
    await writeSubscription(trx, shop.id, {
      plan: planOf(payment),
      status: 'active',
      subscriptionRef: null,
      currentPeriodEnd: new Date(now.getTime() + oneMonthMs),
      paymentFailed: false,
    });
    effects.liveShop = await goLiveIfReady(outcomes, trx, shop.id);
  }
}

// A paid plan takes a waiting studio live only with something to book; one that is not ready keeps
// its paid plan and waits (the checkout refuses such a studio, so this is a race with its owner).
async function goLiveIfReady(outcomes: PaymentOutcomes, trx: Kysely<Database>, shopId: string) {
  const missing = await outcomes.findMissingLiveRequirements(trx, shopId);
  return missing.length === 0 ? activatePendingShop(trx, shopId) : undefined;
}

export async function applyPaymentUpdate(
  deps: PaymentUpdateDeps,
  provider: PaymentProviderName,
  event: { id: string; type: string } | null,
  update: PaymentUpdate,
): Promise<Effects> {
  const nothing: Effects = {
    replayed: false,
    payment: undefined,
    afterPayment: undefined,
    liveShop: undefined,
  };
  if (update.kind === 'ignored') return nothing;
  const { outcomes } = deps;
  const shop = await outcomes.findShop(deps.db, update.shopId);
  if (!shop) return nothing;
  const now = deps.now();
  const effects = await inTransaction(deps.db, async (trx) => {
    const done: Effects = { ...nothing };
    if (event && !(await recordPaymentEvent(trx, provider, event.id, event.type))) {
      done.replayed = true;
      return done;
    }
    switch (update.kind) {
      case 'checkout': {
        if (update.outcome === 'succeeded') {
          done.payment = await markPaymentSucceeded(trx, shop.id, update.paymentId, update.paymentRef);
          if (done.payment) await fulfil(outcomes, trx, done.payment, shop, now, done);
        } else {
          done.payment = await markPaymentFailed(trx, shop.id, update.paymentId);
          if (done.payment?.purpose === 'subscription') {
            await markSubscriptionPaymentFailed(trx, shop.id, planOf(done.payment));
          }
          if (done.payment && done.payment.purpose !== 'subscription') {
            await outcomes.purchases[done.payment.purpose].fail?.(trx, done.payment);
          }
        }
        return done;
      }
      case 'subscription': {
        await writeSubscription(trx, shop.id, update);
        if (update.paymentId && update.status === 'active') {
          done.payment = await markPaymentSucceeded(trx, shop.id, update.paymentId, null);
        } else if (update.paymentId && update.paymentFailed) {
          done.payment = await markPaymentFailed(trx, shop.id, update.paymentId);
        }
        // Live on a paid invoice or an active subscription, never on the browser's return.
        if (update.status === 'active') done.liveShop = await goLiveIfReady(outcomes, trx, shop.id);
        return done;
      }
      case 'card_charge_failed': {
        done.payment = await findPayment(trx, shop.id, update.paymentId);
        return done;
      }
      case 'account': {
        await writePayoutAccountState(trx, shop.id, update.accountId, update.state);
        return done;
      }
    }
  });
  await effects.afterPayment?.(deps.mail);
  const unpaid = update.kind === 'card_charge_failed' ? effects.payment : undefined;
  if (unpaid?.status === 'open' && unpaid.purpose !== 'subscription') {
    await outcomes.purchases[unpaid.purpose].cardChargeFailed?.(unpaid, shop, now);
  }
  if (effects.liveShop) await outcomes.announceShopLive(deps.db, deps.mail, shop);
  return effects;
}
