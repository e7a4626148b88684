// All SQL of orders and order groups. Every function takes the shop first (the cross-shop lists of
// the global admin and the customer's own lists name their filter instead). The rules the database
// holds itself are in migrations/0013-cafe.ts.
import type { OrderDecision, OrderStatus } from '@studio/domain/order-status';
import { type Kysely, sql } from 'kysely';
import type { Database, OrderGroupRow, OrderItemRow, OrderRow } from '../../db/schema.ts';

// --- Groups

export function findOpenGroupForUpdate(
  trx: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<OrderGroupRow | undefined> {
  return trx
    .selectFrom('order_groups')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .where('closed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export function findGroupOfCustomer(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
  id: string,
): Promise<OrderGroupRow | undefined> {
  return db
    .selectFrom('order_groups')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findGroup(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<OrderGroupRow | undefined> {
  return db
    .selectFrom('order_groups')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Opens a visit unless the customer has one open at the shop (the partial unique index decides
 * between simultaneous first orders: the later one waits, then does nothing).
 */
export async function openGroupUnlessOpen(
  trx: Kysely<Database>,
  shopId: string,
  group: { id: string; userId: string; tableNumber: string; openedAt: Date; closesAt: Date },
): Promise<void> {
  await trx
    .insertInto('order_groups')
    .values({
      id: group.id,
      shop_id: shopId,
      user_id: group.userId,
      table_number: group.tableNumber,
      opened_at: group.openedAt,
      closes_at: group.closesAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['shop_id', 'user_id']).where('closed_at', 'is', null).doNothing(),
    )
    .execute();
}

/** Closes an open visit (at `at`); false when it was closed already. */
export async function closeGroup(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable('order_groups')
    .set({ closed_at: at })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markGroupPaymentRequested(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('order_groups')
    .set({ payment_requested_at: at })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .execute();
}

/** The customer's visits at a shop (or at every shop without one), newest first. */
export function listGroupsOfCustomer(
  db: Kysely<Database>,
  userId: string,
  options: { shopId?: string; limit: number },
): Promise<OrderGroupRow[]> {
  let query = db.selectFrom('order_groups').selectAll().where('user_id', '=', userId);
  if (options.shopId) query = query.where('shop_id', '=', options.shopId);
  return query.orderBy('opened_at', 'desc').orderBy('id').limit(options.limit).execute();
}

// --- Orders

export interface NewOrder {
  id: string;
  groupId: string;
  userId: string;
  tableNumber: string;
  subtotalCents: number;
  discountCents: number;
  dealId: string | null;
  createdAt: Date;
  items: { articleId: string; name: string; unitPriceCents: number; quantity: number }[];
}

export async function insertOrder(trx: Kysely<Database>, shopId: string, order: NewOrder): Promise<void> {
  await trx
    .insertInto('orders')
    .values({
      id: order.id,
      shop_id: shopId,
      group_id: order.groupId,
      user_id: order.userId,
      table_number: order.tableNumber,
      subtotal_cents: order.subtotalCents,
      discount_cents: order.discountCents,
      total_cents: order.subtotalCents - order.discountCents,
      deal_id: order.dealId,
      created_at: order.createdAt,
    })
    .execute();
  await trx
    .insertInto('order_items')
    .values(
      order.items.map((item, line) => ({
        order_id: order.id,
        shop_id: shopId,
        line,
        article_id: item.articleId,
        name: item.name,
        unit_price_cents: item.unitPriceCents,
        quantity: item.quantity,
      })),
    )
    .execute();
}

export function findOrder(db: Kysely<Database>, shopId: string, id: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Moves an order if, and only if, it is in a state that allows the move (one of simultaneous wins). */
export function moveOrder(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  next: OrderDecision,
  allowedFrom: readonly OrderStatus[],
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set({ status: next, decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', 'in', allowedFrom)
    .returningAll()
    .executeTakeFirst();
}

export async function findItemsOfOrders(
  db: Kysely<Database>,
  shopId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderItemRow[]>> {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('line')
    .execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}

export function listOrdersOfGroups(
  db: Kysely<Database>,
  shopId: string,
  groupIds: readonly string[],
): Promise<OrderRow[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('group_id', 'in', groupIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface BoardOrderRow extends OrderRow {
  customer_name: string;
  customer_guest: boolean;
  shop_name: string;
  shop_timezone: string;
  visit_payment_requested_at: Date | null;
  visit_closed_at: Date | null;
}

export interface OrderFilter {
  status?: OrderStatus | undefined;
  /** Orders changed after this instant (the board's live feed). */
  changedAfter?: Date | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
}

function boardQuery(db: Kysely<Database>) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('order_groups as g', 'g.id', 'o.group_id')
    .selectAll('o')
    .select([
      'u.name as customer_name',
      'u.guest as customer_guest',
      's.name as shop_name',
      's.timezone as shop_timezone',
      'g.payment_requested_at as visit_payment_requested_at',
      'g.closed_at as visit_closed_at',
    ]);
}

/** The shop's orders, open ones first oldest first when filtered by an open status, else newest first. */
export function listShopOrders(
  db: Kysely<Database>,
  shopId: string,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<BoardOrderRow[]> {
  let query = boardQuery(db).where('o.shop_id', '=', shopId);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.changedAfter) query = query.where('o.updated_at', '>', filter.changedAfter);
  return query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Every shop's orders for the global admin, newest first. */
export function listAllOrders(
  db: Kysely<Database>,
  filter: OrderFilter & { shopId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<BoardOrderRow[]> {
  let query = boardQuery(db);
  if (filter.shopId) query = query.where('o.shop_id', '=', filter.shopId);
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.createdFrom) query = query.where('o.created_at', '>=', filter.createdFrom);
  if (filter.createdBefore) query = query.where('o.created_at', '<', filter.createdBefore);
  return query
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The database's clock: the board's feed compares it with updated_at, which the database sets. */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`SELECT now() AS now`.execute(db);
  return new Date(rows[0]?.now ?? Date.now());
}

/** Links the deal redemption recorded with an order to it. */
export async function recordOrderRedemption(
  trx: Kysely<Database>,
  shopId: string,
  orderId: string,
  redemptionId: string,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ deal_redemption_id: redemptionId })
    .where('shop_id', '=', shopId)
    .where('id', '=', orderId)
    .execute();
}
