// A voucher payment has succeeded: the voucher exists (active, a code, log `purchased`, and
// `gifted` when it was bought for someone else; `claimed` when a signed-in buyer bought it for
// themselves, as it is then in their account at once). Runs in the payment's transaction; the unique
// payment_id makes it once per payment however often the provider's notification arrives.
import { randomInt, randomUUID } from 'node:crypto';
import {
  voucherCodeAlphabet,
  voucherCodeGroupLength,
  voucherCodeGroups,
  voucherExpiry,
} from '@studio/domain/voucher-rules';
import type { Kysely } from 'kysely';
import type { Database, PaymentRow, VoucherRow } from '../../db/schema.ts';
import { findUserById } from '../auth/auth.public.ts';
import type { VoucherPaymentDetails } from './purchase-voucher.ts';
import { appendVoucherLog, claimVoucher, insertVoucher } from './vouchers.repo.ts';

export function newVoucherCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < voucherCodeGroups; group += 1) {
    let part = '';
    for (let index = 0; index < voucherCodeGroupLength; index += 1) {
      part += voucherCodeAlphabet[randomInt(voucherCodeAlphabet.length)];
    }
    groups.push(part);
  }
  return groups.join('-');
}

export interface FulfilledVoucher {
  voucher: VoucherRow;
  details: VoucherPaymentDetails;
}

export async function fulfilVoucherPayment(
  trx: Kysely<Database>,
  payment: PaymentRow,
  shop: { timezone: string },
  now: Date,
): Promise<FulfilledVoucher | undefined> {
  const details = payment.details as unknown as VoucherPaymentDetails;
  // 31^12 codes: a clash is practically impossible; if one happened, the transaction would fail and
  // the provider's retry would bring a new code.
  const voucher = await insertVoucher(trx, payment.shop_id, {
    id: randomUUID(),
    offerId: details.offerId,
    paymentId: payment.id,
    code: newVoucherCode(),
    name: details.name,
    totalCents: details.valueCents,
    priceCents: payment.amount_cents,
    currency: payment.currency,
    buyer: details.buyer,
    recipient: details.recipient,
    message: details.message,
    purchasedAt: now,
    expiresAt: voucherExpiry(now, shop.timezone),
  });
  if (!voucher) return undefined;
  await appendVoucherLog(trx, payment.shop_id, {
    voucherId: voucher.id,
    type: 'purchased',
    accountId: payment.created_by,
    accountName: details.buyer.name,
    amountCents: payment.amount_cents,
  });
  if (details.recipient) {
    await appendVoucherLog(trx, payment.shop_id, {
      voucherId: voucher.id,
      type: 'gifted',
      accountId: null,
      accountName: details.recipient.name,
      amountCents: voucher.total_cents,
    });
    return { voucher, details };
  }
  // Bought for oneself while signed in: it is in the buyer's account at once (log `claimed`); a
  // guest's purchase, like a gift, waits for its code to be claimed.
  const buyer = payment.created_by ? await findUserById(trx, payment.created_by) : undefined;
  if (!buyer || buyer.guest) return { voucher, details };
  const claimed = await claimVoucher(trx, payment.shop_id, voucher.code, buyer.id);
  if (!claimed) return { voucher, details };
  await appendVoucherLog(trx, payment.shop_id, {
    voucherId: claimed.id,
    type: 'claimed',
    accountId: buyer.id,
    accountName: buyer.name || buyer.email,
    amountCents: claimed.remaining_cents,
  });
  return { voucher: claimed, details };
}
