import { ErrorCode } from '@studio/domain/error-codes';
import type { SoldVoucher } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPayment, markPaymentRefunded } from '../payments/payments.public.ts';
import { presentSoldVoucher } from './present-voucher.ts';
import { findUserName } from './voucher-accounts.ts';
import { appendVoucherLog, deactivateVoucher, findVoucher } from './vouchers.repo.ts';

/**
 * The studio refunds a sold voucher: the provider gives the price back, then the voucher becomes
 * inactive with log `refunded` (one transaction). An inactive voucher cannot be refunded (2033).
 */
export async function refundVoucher(
  db: Kysely<Database>,
  payments: PaymentProvider,
  staff: Identity,
  shopId: string,
  id: string,
): Promise<SoldVoucher> {
  const voucher = await findVoucher(db, shopId, id);
  if (!voucher) throw new AppError(ErrorCode.voucherNotFound);
  if (!voucher.active) throw new AppError(ErrorCode.voucherNotRedeemable);
  const payment = voucher.payment_id ? await findPayment(db, shopId, voucher.payment_id) : undefined;
  // The provider's idempotency key makes a repeated refund of the same payment harmless.
  if (payment?.payment_ref && payment.provider === payments.name) await payments.refund(payment.payment_ref);
  const name = await findUserName(db, staff.uid);
  const refunded = await inTransaction(db, async (trx) => {
    const row = await deactivateVoucher(trx, shopId, voucher.id, 'refunded');
    if (!row) throw new AppError(ErrorCode.voucherNotRedeemable);
    if (payment) await markPaymentRefunded(trx, shopId, payment.id);
    await appendVoucherLog(trx, shopId, {
      voucherId: row.id,
      type: 'refunded',
      accountId: staff.uid,
      accountName: name,
      amountCents: row.price_cents,
    });
    return row;
  });
  const holder = refunded.holder_id ? await findUserName(db, refunded.holder_id) : null;
  return presentSoldVoucher({ ...refunded, holder_name: holder });
}
