import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopStatus } from '@studio/domain/shop';
import type { ManagedShop } from '@studio/domain/shop-contract';
import { canTransitionShopStatus, isShopGoingLive } from '@studio/domain/shop-status';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { hasPaidPlan } from '../payments/payments.public.ts';
import { announceShopApproved, announceShopLive } from './announce-shop-live.ts';
import { findShopOrFail, showManagedShop } from './find-managed-shop.ts';
import { findMissingLiveRequirements } from './live-readiness.repo.ts';
import { requireReadyToGoLive } from './require-ready-to-go-live.ts';
import { findShopForUpdate, updateShop } from './shops.repo.ts';

/**
 * The global admin moves a shop to another status along the allowed transitions (else 9409; see
 * domain/shop-status.ts). A shop becomes active only with something to book (else 2050). When the
 * shop goes live out of review or payment, its admins are mailed; approved into waiting for payment,
 * they are mailed to choose their plan.
 */
export async function changeShopStatus(
  db: Kysely<Database>,
  mail: MailContext,
  shopId: string,
  requested: ShopStatus,
): Promise<ManagedShop> {
  await findShopOrFail(db, shopId);
  const { from, to, shop } = await inTransaction(db, async (trx) => {
    const current = await findShopForUpdate(trx, shopId);
    if (!current) throw new AppError(ErrorCode.shopNotFound);
    // Approving a studio into "waiting for payment" when its plan is already paid takes it live,
    // once it has something to book.
    const paid =
      requested === 'pending_payment' &&
      current.status === 'pending' &&
      (await hasPaidPlan(trx, shopId)) &&
      (await findMissingLiveRequirements(trx, shopId)).length === 0;
    const to: ShopStatus = paid ? 'active' : requested;
    if (!canTransitionShopStatus(current.status, to)) throw new AppError(ErrorCode.conflict);
    if (to === 'active') await requireReadyToGoLive(trx, shopId);
    const updated = await updateShop(trx, shopId, {
      status: to,
      ...(to === 'active' ? { review_requested_at: null } : {}),
    });
    if (!updated) throw new AppError(ErrorCode.shopNotFound);
    return { from: current.status, to, shop: updated };
  });

  if (isShopGoingLive(from, to)) {
    await announceShopLive(db, mail, shop);
  } else if (from === 'pending' && to === 'pending_payment') {
    await announceShopApproved(db, mail, shop);
  }
  return showManagedShop(db, shop);
}
