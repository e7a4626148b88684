import type { OrderGroup } from '@studio/domain/order-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listGroupsOfCustomer } from './orders.repo.ts';
import { presentGroups } from './show-open-order-group.ts';

/** GET me/order-groups: the customer's visits at every shop, newest first (the open tab and past orders). */
export async function listMyOrderGroups(
  db: Kysely<Database>,
  identity: Identity,
  now: number,
): Promise<OrderGroup[]> {
  return presentGroups(db, await listGroupsOfCustomer(db, identity.uid, { limit: 50 }), now);
}
