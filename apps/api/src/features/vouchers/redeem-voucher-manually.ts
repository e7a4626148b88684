import { ErrorCode } from '@studio/domain/error-codes';
import type { SoldVoucher } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { presentSoldVoucher } from './present-voucher.ts';
import { redeemFromVoucher } from './redeem-from-voucher.ts';
import { requirePayoutsEnabled } from './voucher-access.ts';
import { findUserName } from './voucher-accounts.ts';
import { findVoucher } from './vouchers.repo.ts';

/** The counter redeems an amount without a customer's request (the screen asked for confirmation). */
export async function redeemVoucherManually(
  db: Kysely<Database>,
  staff: Identity,
  shopId: string,
  voucherId: string,
  amountCents: number,
  now: Date,
): Promise<SoldVoucher> {
  if (!(await findVoucher(db, shopId, voucherId))) {
    throw new AppError(ErrorCode.voucherNotFound);
  }
  await requirePayoutsEnabled(db, shopId);
  const name = await findUserName(db, staff.uid);
  const voucher = await inTransaction(db, (trx) =>
    redeemFromVoucher(trx, shopId, voucherId, amountCents, { id: null, name }, now),
  );
  const holder = voucher.holder_id ? await findUserName(db, voucher.holder_id) : null;
  return presentSoldVoucher({ ...voucher, holder_name: holder });
}
