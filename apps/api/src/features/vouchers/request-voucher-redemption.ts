import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import { voucherRedemptionRefusal } from '@studio/domain/voucher-rules';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { requirePayoutsEnabled, requireVouchersModule } from './voucher-access.ts';
import { findShopOfHeldVoucher, findVoucher, insertRedeemRequest } from './vouchers.repo.ts';

/**
 * The holder asks to redeem an amount at the counter; the studio confirms or rejects it. Refused at
 * once when the balance is too low (2031), the voucher inactive or expired (2033), payouts are off
 * (2032), or a request is already pending (9409, one per voucher, held by a partial unique index).
 */
export async function requestVoucherRedemption(
  db: Kysely<Database>,
  identity: Identity,
  voucherId: string,
  amountCents: number,
  now: Date,
): Promise<{ id: string; status: 'pending'; amountCents: number }> {
  const shopId = await findShopOfHeldVoucher(db, identity.uid, voucherId);
  if (!shopId) throw new AppError(ErrorCode.voucherNotFound);
  await requireVouchersModule(db, shopId, identity);
  await requirePayoutsEnabled(db, shopId);
  const voucher = await findVoucher(db, shopId, voucherId);
  if (!voucher) throw new AppError(ErrorCode.voucherNotFound);
  const refusal = voucherRedemptionRefusal(
    { active: voucher.active, expiresAt: voucher.expires_at, remainingCents: voucher.remaining_cents },
    amountCents,
    now,
  );
  if (refusal !== null) throw new AppError(refusal);
  try {
    const request = await insertRedeemRequest(db, shopId, {
      id: randomUUID(),
      voucherId,
      userId: identity.uid,
      amountCents,
    });
    return { id: request.id, status: 'pending', amountCents: request.amount_cents };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.conflict, { cause: error });
    throw error;
  }
}
