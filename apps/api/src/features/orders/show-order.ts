import { ErrorCode } from '@studio/domain/error-codes';
import type { Order } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { withItems } from './load-orders.ts';
import { findOrder } from './orders.repo.ts';

/** One order: the customer who placed it, or the shop's admins (1300 for anyone else). */
export async function showOrder(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  managed: boolean,
  id: string,
): Promise<Order> {
  const row = await findOrder(db, shopId, id);
  if (!row || (!managed && row.user_id !== identity.uid)) throw new AppError(ErrorCode.orderNotFound);
  const [order] = await withItems(db, shopId, [row]);
  if (!order) throw new AppError(ErrorCode.orderNotFound);
  return order;
}
