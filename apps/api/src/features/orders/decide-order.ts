import { ErrorCode } from '@studio/domain/error-codes';
import type { Order } from '@studio/domain/order-contract';
import { type OrderDecision, orderStatusesAllowing } from '@studio/domain/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { withItems } from './load-orders.ts';
import { findOrder, moveOrder } from './orders.repo.ts';

/**
 * The shop moves an order: pending → completed, declined or request_payment; request_payment →
 * completed. The move is one guarded UPDATE, so of simultaneous decisions exactly one wins; an
 * order already completed or declined answers 8001, another move not allowed 9409.
 */
export async function decideOrder(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  next: OrderDecision,
): Promise<Order> {
  const moved = await moveOrder(db, shopId, id, next, orderStatusesAllowing(next));
  if (!moved) {
    const order = await findOrder(db, shopId, id);
    if (!order) throw new AppError(ErrorCode.orderNotFound);
    const final = order.status === 'completed' || order.status === 'declined';
    throw new AppError(final ? ErrorCode.requestAlreadyHandled : ErrorCode.conflict);
  }
  const [order] = await withItems(db, shopId, [moved]);
  if (!order) throw new AppError(ErrorCode.orderNotFound);
  return order;
}
