import { ErrorCode } from '@studio/domain/error-codes';
import type { OrderGroup } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findGroupOfCustomer, listOrdersOfGroups, markGroupPaymentRequested } from './orders.repo.ts';
import { presentGroups } from './show-open-order-group.ts';

/**
 * The customer asks to pay the visit's tab: the shop's board shows it. 1321 for a visit that is not
 * the customer's, 1323 for a closed or expired one, 1320 when nothing is to be paid (no order
 * other than declined ones).
 */
export async function requestGroupPayment(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  id: string,
  now: number,
): Promise<OrderGroup> {
  const group = await findGroupOfCustomer(db, shopId, identity.uid, id);
  if (!group) throw new AppError(ErrorCode.orderGroupNotFound);
  if (group.closed_at || group.closes_at.getTime() <= now) throw new AppError(ErrorCode.orderGroupOutOfTime);
  await inTransaction(db, async (trx) => {
    const orders = await listOrdersOfGroups(trx, shopId, [id]);
    if (!orders.some((order) => order.status !== 'declined')) throw new AppError(ErrorCode.orderGroupEmpty);
    await markGroupPaymentRequested(trx, shopId, id, new Date(now));
  });
  const updated = await findGroupOfCustomer(db, shopId, identity.uid, id);
  if (!updated) throw new AppError(ErrorCode.orderGroupNotFound);
  const [presented] = await presentGroups(db, [updated], now);
  if (!presented) throw new AppError(ErrorCode.orderGroupNotFound);
  return presented;
}
