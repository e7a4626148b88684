// Taking an amount off a voucher inside a caller's transaction, with the refusal the customer sees
// when it cannot be done: 2033 inactive or expired, 2031 not enough left, 2030 unknown.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, VoucherRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { appendVoucherLog, deductFromVoucher, findVoucher } from './vouchers.repo.ts';

export async function redeemFromVoucher(
  trx: Kysely<Database>,
  shopId: string,
  voucherId: string,
  amountCents: number,
  account: { id: string | null; name: string | null },
  now: Date,
): Promise<VoucherRow> {
  const redeemed = await deductFromVoucher(trx, shopId, voucherId, amountCents, now);
  if (!redeemed) {
    const voucher = await findVoucher(trx, shopId, voucherId);
    if (!voucher) throw new AppError(ErrorCode.voucherNotFound);
    if (!voucher.active || voucher.expires_at.getTime() <= now.getTime()) {
      throw new AppError(ErrorCode.voucherNotRedeemable);
    }
    throw new AppError(ErrorCode.voucherBalanceTooLow);
  }
  await appendVoucherLog(trx, shopId, {
    voucherId,
    type: 'redeemed',
    accountId: account.id,
    accountName: account.name,
    amountCents,
  });
  return redeemed;
}
