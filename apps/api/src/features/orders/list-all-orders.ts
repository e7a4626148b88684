import type { ShopOrder } from '@studio/domain/order-contract';
import type { OrderStatus } from '@studio/domain/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { boardOrdersWithItems } from './load-orders.ts';
import { listAllOrders as listAllOrderRows } from './orders.repo.ts';

const dayMs = 86_400_000;

/** GET orders (global admin): every shop's orders, newest first; `from`/`to` are UTC dates, inclusive. */
export async function listAllOrders(
  db: Kysely<Database>,
  filter: {
    shopId?: string | undefined;
    status?: OrderStatus | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
  page: { limit: number; offset: number },
): Promise<ShopOrder[]> {
  const rows = await listAllOrderRows(
    db,
    {
      shopId: filter.shopId,
      status: filter.status,
      createdFrom: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
      createdBefore: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + dayMs) : undefined,
    },
    page,
  );
  return boardOrdersWithItems(db, rows);
}
