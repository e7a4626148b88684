// All SQL of stamp cards. Every function takes the shop first; a customer's rows are keyed by
// (shop, customer). The rules the database holds itself are in migrations/0008-stamp-cards.ts.
import type { StampEventKind } from '@studio/domain/stamp-card-contract';
import type { StampAction, StampRequestStatus } from '@studio/domain/stamp-rules';
import { type Kysely, sql } from 'kysely';
import type { CustomerStampCardRow, Database, StampCardRow, StampRequestRow } from '../../db/schema.ts';

// --- The shop's card

export function findStampCard(db: Kysely<Database>, shopId: string): Promise<StampCardRow | undefined> {
  return db.selectFrom('stamp_cards').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

/** The cards of these shops (those that have one), in one statement. */
export async function findStampCardsOf(
  db: Kysely<Database>,
  shopIds: readonly string[],
): Promise<StampCardRow[]> {
  if (shopIds.length === 0) return [];
  return db
    .selectFrom('stamp_cards')
    .selectAll()
    .where('shop_id', 'in', [...shopIds])
    .execute();
}

export interface StampCardColumns {
  title?: string;
  description?: string;
  image_url?: string;
  redeem_count?: number;
}

/** Creates the shop's card or changes it (one per shop). */
export async function upsertStampCard(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: Required<StampCardColumns>,
): Promise<StampCardRow> {
  return db
    .insertInto('stamp_cards')
    .values({ id, shop_id: shopId, ...columns })
    .onConflict((conflict) =>
      conflict.column('shop_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateStampCard(
  db: Kysely<Database>,
  shopId: string,
  columns: StampCardColumns,
): Promise<StampCardRow | undefined> {
  return db
    .updateTable('stamp_cards')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .returningAll()
    .executeTakeFirst();
}

// --- Customers' cards

/** The customer's card at the shop, started with the live card's number of stamps if it is new. */
export async function ensureCustomerCard(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
  maxStamps: number,
): Promise<void> {
  await db
    .insertInto('customer_stamp_cards')
    .values({ shop_id: shopId, user_id: userId, max_stamps: maxStamps })
    .onConflict((conflict) => conflict.columns(['shop_id', 'user_id']).doNothing())
    .execute();
}

export function findCustomerCard(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<CustomerStampCardRow | undefined> {
  return db
    .selectFrom('customer_stamp_cards')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The customer's card, locked until the transaction ends (a decision in progress). */
export function findCustomerCardForUpdate(
  trx: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<CustomerStampCardRow | undefined> {
  return trx
    .selectFrom('customer_stamp_cards')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function writeCustomerCard(
  trx: Kysely<Database>,
  shopId: string,
  userId: string,
  card: { stamps: number; maxStamps: number; redeemed: boolean },
): Promise<void> {
  await trx
    .updateTable('customer_stamp_cards')
    .set((eb) => ({
      stamps: card.stamps,
      max_stamps: card.maxStamps,
      redeemed: card.redeemed,
      redemptions: card.redeemed ? eb('redemptions', '+', 1) : eb.ref('redemptions'),
      updated_at: sql<Date>`now()`,
    }))
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .execute();
}

export interface CustomerCardListRow extends CustomerStampCardRow {
  name: string;
  email: string;
}

/** The shop's customers' cards, most recently changed first. */
export function listCustomerCards(
  db: Kysely<Database>,
  shopId: string,
  page: { limit: number; offset: number },
): Promise<CustomerCardListRow[]> {
  return db
    .selectFrom('customer_stamp_cards as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['u.name', 'u.email'])
    .where('c.shop_id', '=', shopId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.user_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export interface HeldCardRow extends CustomerStampCardRow {
  shop_name: string;
  card_id: string;
  title: string;
  description: string;
  image_url: string;
  redeem_count: number;
}

/** Every card a customer holds at shops whose card is live and whose stamps module is on. */
export function listHeldCards(db: Kysely<Database>, userId: string): Promise<HeldCardRow[]> {
  return db
    .selectFrom('customer_stamp_cards as c')
    .innerJoin('shops as s', 's.id', 'c.shop_id')
    .innerJoin('stamp_cards as k', 'k.shop_id', 'c.shop_id')
    .innerJoin('shop_module_flags as f', 'f.shop_id', 'c.shop_id')
    .selectAll('c')
    .select([
      's.name as shop_name',
      'k.id as card_id',
      'k.title',
      'k.description',
      'k.image_url',
      'k.redeem_count',
    ])
    .where('c.user_id', '=', userId)
    .where('f.stamps_enabled', '=', true)
    .where('s.status', '=', 'active')
    .orderBy('c.updated_at', 'desc')
    .execute();
}

// --- Requests

export interface NewStampRequest {
  id: string;
  userId: string;
  action: StampAction;
  count: number;
  code: string;
  /** The app's clock, as the log's. */
  at: Date;
}

/** Fails with a unique violation while the customer has a pending request, or the code is taken. */
export function insertStampRequest(
  trx: Kysely<Database>,
  shopId: string,
  request: NewStampRequest,
): Promise<StampRequestRow> {
  return trx
    .insertInto('stamp_requests')
    .values({
      id: request.id,
      shop_id: shopId,
      user_id: request.userId,
      action: request.action,
      count: request.count,
      code: request.code,
      created_at: request.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findStampRequest(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<StampRequestRow | undefined> {
  return db
    .selectFrom('stamp_requests')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findPendingRequestOf(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<StampRequestRow | undefined> {
  return db
    .selectFrom('stamp_requests')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Decides a request if, and only if, it is still pending: of simultaneous decisions exactly one
 * gets the row back (the others wait for its transaction, then find it decided).
 */
export function decidePendingRequest(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  decision: {
    status: Exclude<StampRequestStatus, 'pending'>;
    decidedBy: string;
    reason: string | null;
    at: Date;
  },
): Promise<StampRequestRow | undefined> {
  return trx
    .updateTable('stamp_requests')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.at,
      reason: decision.reason,
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export interface StampRequestListRow extends StampRequestRow {
  name: string;
  email: string;
  stamps: number;
  max_stamps: number;
}

export interface StampRequestFilter {
  id?: string | undefined;
  ids?: string[] | undefined;
  status?: StampRequestStatus | undefined;
  code?: string | undefined;
}

/** Requests with the customer and the customer's card now; pending ones oldest first, else newest. */
export function listStampRequests(
  db: Kysely<Database>,
  shopId: string,
  filter: StampRequestFilter,
  page: { limit: number; offset: number },
): Promise<StampRequestListRow[]> {
  let query = db
    .selectFrom('stamp_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('customer_stamp_cards as c', (join) =>
      join.onRef('c.shop_id', '=', 'r.shop_id').onRef('c.user_id', '=', 'r.user_id'),
    )
    .selectAll('r')
    .select(['u.name', 'u.email', 'c.stamps', 'c.max_stamps'])
    .where('r.shop_id', '=', shopId);
  if (filter.id) query = query.where('r.id', '=', filter.id);
  if (filter.ids) query = query.where('r.id', 'in', filter.ids);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.code) query = query.where('r.code', '=', filter.code);
  const newestFirst = filter.status !== 'pending';
  return query
    .orderBy('r.created_at', newestFirst ? 'desc' : 'asc')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

// --- The append-only log

export interface NewStampEvent {
  userId: string;
  requestId: string | null;
  kind: StampEventKind;
  count: number;
  stampsAfter: number;
  reason?: string | null;
  actorId: string | null;
  /** The app's clock, so that "stamps given on the day" (dashboard, analytics) is the app's day. */
  at: Date;
}

export async function appendStampEvent(
  trx: Kysely<Database>,
  shopId: string,
  event: NewStampEvent,
): Promise<void> {
  await trx
    .insertInto('stamp_card_events')
    .values({
      shop_id: shopId,
      user_id: event.userId,
      request_id: event.requestId,
      kind: event.kind,
      count: event.count,
      stamps_after: event.stampsAfter,
      reason: event.reason ?? null,
      actor_id: event.actorId,
      created_at: event.at,
    })
    .execute();
}

export interface LastActionRow {
  user_id: string;
  kind: StampEventKind;
  count: number;
  reason: string | null;
  created_at: Date;
}

/** The newest log entry of each of the shop's customers named. */
export async function findLastActions(
  db: Kysely<Database>,
  shopId: string,
  userIds: string[],
): Promise<Map<string, LastActionRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('stamp_card_events')
    .select(['user_id', 'kind', 'count', 'reason', 'created_at'])
    .distinctOn('user_id')
    .where('shop_id', '=', shopId)
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}

/** The newest log entry of each card a customer holds, by shop. */
export async function findLastActionsOfCustomer(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, LastActionRow>> {
  const rows = await db
    .selectFrom('stamp_card_events')
    .select(['shop_id', 'user_id', 'kind', 'count', 'reason', 'created_at'])
    .distinctOn('shop_id')
    .where('user_id', '=', userId)
    .orderBy('shop_id')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.shop_id, row]));
}

/** Pending requests of a customer at every shop, by shop. */
export async function findPendingRequestsOfCustomer(
  db: Kysely<Database>,
  userId: string,
): Promise<Map<string, StampRequestRow>> {
  const rows = await db
    .selectFrom('stamp_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .execute();
  return new Map(rows.map((row) => [row.shop_id, row]));
}

// --- Totals

export async function countStampTotals(db: Kysely<Database>, shopId: string, since: Date) {
  const [customers, events, pending] = await Promise.all([
    db
      .selectFrom('customer_stamp_cards')
      .select((eb) => eb.fn.countAll<string>().as('customers'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow(),
    countStampEvents(db, shopId, since),
    db
      .selectFrom('stamp_requests')
      .select((eb) => eb.fn.countAll<string>().as('pending'))
      .where('shop_id', '=', shopId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    customers: Number(customers.customers),
    stampsSince: events.stampsSince,
    cardsRedeemed: events.cardsRedeemed,
    pendingRequests: Number(pending.pending),
  };
}

/** Stamps added since an instant, and cards redeemed ever, from the log. */
export async function countStampEvents(
  db: Kysely<Database>,
  shopId: string,
  since: Date,
): Promise<{ stampsSince: number; cardsRedeemed: number }> {
  const row = await db
    .selectFrom('stamp_card_events')
    .select((eb) => [
      eb.fn
        .sum<string | null>('count')
        .filterWhere((inner) =>
          inner.and([inner('kind', '=', 'stamps_added'), inner('created_at', '>=', since)]),
        )
        .as('stamps'),
      eb.fn.count<string>('id').filterWhere('kind', '=', 'card_redeemed').as('redeemed'),
    ])
    .where('shop_id', '=', shopId)
    .where('kind', 'in', ['stamps_added', 'card_redeemed'])
    .executeTakeFirstOrThrow();
  return { stampsSince: Number(row.stamps ?? 0), cardsRedeemed: Number(row.redeemed) };
}
