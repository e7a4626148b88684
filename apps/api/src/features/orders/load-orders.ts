import type { Order, ShopOrder } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database, OrderItemRow, OrderRow } from '../../db/schema.ts';
import { type BoardOrderRow, findItemsOfOrders } from './orders.repo.ts';
import { presentOrder, presentShopOrder } from './present-order.ts';

/** Orders of one shop with their lines. */
export async function withItems(
  db: Kysely<Database>,
  shopId: string,
  rows: readonly OrderRow[],
): Promise<Order[]> {
  const items = await findItemsOfOrders(
    db,
    shopId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentOrder(row, items.get(row.id) ?? []));
}

/** Board rows, possibly of several shops (the global admin's list), with their lines. */
export async function boardOrdersWithItems(
  db: Kysely<Database>,
  rows: readonly BoardOrderRow[],
): Promise<ShopOrder[]> {
  const byShop = new Map<string, string[]>();
  for (const row of rows) byShop.set(row.shop_id, [...(byShop.get(row.shop_id) ?? []), row.id]);
  const items = new Map<string, OrderItemRow[]>();
  for (const [shopId, ids] of byShop) {
    for (const [orderId, lines] of await findItemsOfOrders(db, shopId, ids)) items.set(orderId, lines);
  }
  return rows.map((row) => presentShopOrder(row, items.get(row.id) ?? []));
}
