import { ErrorCode } from '@studio/domain/error-codes';
import type { OrderGroup } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database, OrderGroupRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { withItems } from './load-orders.ts';
import { listGroupsOfCustomer, listOrdersOfGroups } from './orders.repo.ts';
import { presentOrderGroup } from './present-order.ts';

export async function presentGroups(
  db: Kysely<Database>,
  groups: readonly OrderGroupRow[],
  now: number,
): Promise<OrderGroup[]> {
  const presented: OrderGroup[] = [];
  for (const group of groups) {
    const orders = await withItems(
      db,
      group.shop_id,
      await listOrdersOfGroups(db, group.shop_id, [group.id]),
    );
    presented.push(presentOrderGroup(group, orders, now));
  }
  return presented;
}

/** GET me/order-group?shopId=: the customer's open visit at the shop (the tab), 1321 when none. */
export async function showOpenOrderGroup(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  now: number,
): Promise<OrderGroup> {
  const [latest] = await listGroupsOfCustomer(db, identity.uid, { shopId, limit: 1 });
  const [group] = latest ? await presentGroups(db, [latest], now) : [];
  if (group?.status !== 'open') throw new AppError(ErrorCode.orderGroupNotFound);
  return group;
}
