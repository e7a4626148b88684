import type { ShopOrder } from '@studio/domain/order-contract';
import type { OrderStatus } from '@studio/domain/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { boardOrdersWithItems } from './load-orders.ts';
import { listShopOrders as listShopOrderRows } from './orders.repo.ts';

/** The shop's orders, newest first, optionally of one status (the board). */
export async function listShopOrders(
  db: Kysely<Database>,
  shopId: string,
  filter: { status?: OrderStatus | undefined },
  page: { limit: number; offset: number },
): Promise<ShopOrder[]> {
  return boardOrdersWithItems(db, await listShopOrderRows(db, shopId, filter, page));
}
