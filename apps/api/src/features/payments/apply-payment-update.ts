// The one place a payment's outcome takes effect, whichever provider reports it and however often:
// in ONE transaction the provider event is recorded (a replay stops here), the payment moves on with
// `UPDATE … WHERE status = …` (so of simultaneous notifications one does the work), and what was
// bought comes into being: the voucher, the paid deal purchase, the plan (and the studio goes live). Mails follow the commit.
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { PaymentUpdate } from '../../adapters/payments/payment-provider.ts';
import type { Database, PaymentProviderName, PaymentRow, ShopRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { markDealPurchaseFailed, markDealPurchasePaid } from '../deals/deal-purchases.repo.ts';
import { sendShopLiveMail } from '../shops/shop-mails.ts';
import { findShopAdmins, findShopById } from '../shops/shops.repo.ts';
import { type FulfilledVoucher, fulfilVoucherPayment } from '../vouchers/fulfil-voucher-payment.ts';
import { sendVoucherMails } from '../vouchers/voucher-mails.ts';
import {
  activatePendingShop,
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
}

interface Effects {
  replayed: boolean;
  payment: PaymentRow | undefined;
  voucher: FulfilledVoucher | undefined;
  liveShop: { id: string; name: string } | undefined;
}

const oneMonthMs = 30 * 24 * 60 * 60 * 1000;

function planOf(payment: PaymentRow): 'lite' | 'basic' | 'plus' {
  const plan = (payment.details as { plan?: unknown }).plan;
  return plan === 'lite' || plan === 'plus' ? plan : 'basic';
}

async function fulfil(
  trx: Kysely<Database>,
  payment: PaymentRow,
  shop: ShopRow,
  now: Date,
  effects: Effects,
): Promise<void> {
  if (payment.purpose === 'voucher') {
    effects.voucher = await fulfilVoucherPayment(trx, payment, shop, now);
  } else if (payment.purpose === 'deal') {
    const { purchaseId } = payment.details as { purchaseId?: string };
    if (purchaseId) await markDealPurchasePaid(trx, shop.id, purchaseId);
  } else if (payment.purpose === 'subscription') {
    // Only the test provider completes a plan's checkout itself; Stripe reports the subscription.
    await writeSubscription(trx, shop.id, {
      plan: planOf(payment),
      status: 'active',
      subscriptionRef: null,
      currentPeriodEnd: new Date(now.getTime() + oneMonthMs),
      paymentFailed: false,
    });
    effects.liveShop = await activatePendingShop(trx, shop.id);
  }
}

export async function applyPaymentUpdate(
  deps: PaymentUpdateDeps,
  provider: PaymentProviderName,
  event: { id: string; type: string } | null,
  update: PaymentUpdate,
): Promise<Effects> {
  if (update.kind === 'ignored') {
    return { replayed: false, payment: undefined, voucher: undefined, liveShop: undefined };
  }
  const shop = await findShopById(deps.db, update.shopId);
  if (!shop) return { replayed: false, payment: undefined, voucher: undefined, liveShop: undefined };
  const now = deps.now();
  const effects = await inTransaction(deps.db, async (trx) => {
    const done: Effects = { replayed: false, payment: undefined, voucher: undefined, liveShop: undefined };
    if (event && !(await recordPaymentEvent(trx, provider, event.id, event.type))) {
      done.replayed = true;
      return done;
    }
    switch (update.kind) {
      case 'checkout': {
        if (update.outcome === 'succeeded') {
          done.payment = await markPaymentSucceeded(trx, shop.id, update.paymentId, update.paymentRef);
          if (done.payment) await fulfil(trx, done.payment, shop, now, done);
        } else {
          done.payment = await markPaymentFailed(trx, shop.id, update.paymentId);
          if (done.payment?.purpose === 'subscription') {
            await markSubscriptionPaymentFailed(trx, shop.id, planOf(done.payment));
          }
          const { purchaseId } = (done.payment?.details ?? {}) as { purchaseId?: string };
          if (done.payment?.purpose === 'deal' && purchaseId) {
            await markDealPurchaseFailed(trx, shop.id, purchaseId);
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
        if (update.status === 'active') done.liveShop = await activatePendingShop(trx, shop.id);
        return done;
      }
      case 'account': {
        await writePayoutAccountState(trx, shop.id, update.accountId, update.state);
        return done;
      }
    }
  });
  if (effects.voucher) {
    await sendVoucherMails(deps.mail, effects.voucher.voucher, shop, effects.voucher.details.locale);
  }
  if (effects.liveShop) {
    for (const admin of await findShopAdmins(deps.db, shop.id)) {
      if (!admin.disabled) await sendShopLiveMail(deps.mail, admin, shop.name);
    }
  }
  return effects;
}
