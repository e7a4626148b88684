import { ErrorCode } from '@studio/domain/error-codes';
import type { VoucherRedeemRequest } from '@studio/domain/voucher-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { presentRedeemRequest } from './present-voucher.ts';
import { redeemFromVoucher } from './redeem-from-voucher.ts';
import { requirePayoutsEnabled } from './voucher-access.ts';
import { findUserName } from './voucher-accounts.ts';
import { decidePendingRedeemRequest, findRedeemRequest, listRedeemRequests } from './vouchers.repo.ts';

/**
 * The studio confirms or rejects a redemption request, in ONE transaction: pending → decided
 * (`UPDATE … WHERE status = 'pending'`: a second decision answers 8001), and a confirmation takes
 * the amount off the voucher (`… WHERE remaining_cents >= amount`). When the balance no longer
 * covers it (2031) or the voucher lapsed (2033), nothing changes and the request stays pending.
 */
export async function decideVoucherRedeemRequest(
  db: Kysely<Database>,
  staff: Identity,
  shopId: string,
  id: string,
  decision: 'confirmed' | 'rejected',
  now: Date,
): Promise<VoucherRedeemRequest> {
  if (!(await findRedeemRequest(db, shopId, id))) throw new AppError(ErrorCode.notFound);
  if (decision === 'confirmed') await requirePayoutsEnabled(db, shopId);
  await inTransaction(db, async (trx) => {
    const request = await decidePendingRedeemRequest(trx, shopId, id, {
      status: decision,
      decidedBy: staff.uid,
    });
    if (!request) {
      throw new AppError(
        (await findRedeemRequest(trx, shopId, id)) ? ErrorCode.requestAlreadyHandled : ErrorCode.notFound,
      );
    }
    if (decision === 'rejected') return;
    const name = await findUserName(trx, request.user_id);
    await redeemFromVoucher(
      trx,
      shopId,
      request.voucher_id,
      request.amount_cents,
      { id: request.user_id, name },
      now,
    );
  });
  const [decided] = await listRedeemRequests(db, shopId, { id });
  if (!decided) throw new AppError(ErrorCode.notFound);
  return presentRedeemRequest(decided);
}
