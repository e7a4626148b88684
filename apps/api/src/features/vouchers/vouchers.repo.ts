// All SQL of vouchers. Every function takes the shop first and uses it in each statement. The
// money rules are the database's own (migrations/0012-payments.ts): a CHECK keeps the balance between
// 0 and the value, a redemption takes `… WHERE remaining_cents >= amount`, a payment makes one voucher.
import type { VoucherLogType, VoucherRequestStatus } from '@studio/domain/voucher-rules';
import { type Kysely, sql } from 'kysely';
import type {
  Database,
  VoucherLogRow,
  VoucherOfferRow,
  VoucherRedeemRequestRow,
  VoucherRow,
} from '../../db/schema.ts';

// --- Offers

export function listOffers(
  db: Kysely<Database>,
  shopId: string,
  filter: { activeOnly: boolean },
): Promise<VoucherOfferRow[]> {
  let query = db
    .selectFrom('voucher_offers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('deleted', '=', false);
  if (filter.activeOnly) query = query.where('active', '=', true);
  return query.orderBy('value_cents').orderBy('created_at').execute();
}

export function findOffer(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<VoucherOfferRow | undefined> {
  return db
    .selectFrom('voucher_offers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
}

export interface OfferColumns {
  name: string;
  value_cents: number;
  price_cents: number;
  active: boolean;
}

export function insertOffer(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: OfferColumns,
): Promise<VoucherOfferRow> {
  return db
    .insertInto('voucher_offers')
    .values({ id, shop_id: shopId, ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateOffer(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: OfferColumns,
): Promise<VoucherOfferRow | undefined> {
  return db
    .updateTable('voucher_offers')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .returningAll()
    .executeTakeFirst();
}

/** Sold vouchers keep naming their offer, so an offer is withdrawn rather than removed. */
export async function withdrawOffer(db: Kysely<Database>, shopId: string, id: string): Promise<boolean> {
  const row = await db
    .updateTable('voucher_offers')
    .set({ deleted: true, active: false, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('deleted', '=', false)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// --- Vouchers

export interface NewVoucher {
  id: string;
  offerId: string | null;
  paymentId: string | null;
  code: string;
  name: string;
  totalCents: number;
  priceCents: number;
  currency: string;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string } | null;
  message: string | null;
  purchasedAt: Date;
  expiresAt: Date;
}

/** The voucher of a payment; undefined when that payment already made one. */
export function insertVoucher(
  trx: Kysely<Database>,
  shopId: string,
  voucher: NewVoucher,
): Promise<VoucherRow | undefined> {
  return trx
    .insertInto('vouchers')
    .values({
      id: voucher.id,
      shop_id: shopId,
      offer_id: voucher.offerId,
      payment_id: voucher.paymentId,
      code: voucher.code,
      name: voucher.name,
      total_cents: voucher.totalCents,
      remaining_cents: voucher.totalCents,
      price_cents: voucher.priceCents,
      currency: voucher.currency,
      buyer_name: voucher.buyer.name,
      buyer_email: voucher.buyer.email,
      recipient_name: voucher.recipient?.name ?? null,
      recipient_email: voucher.recipient?.email ?? null,
      message: voucher.message,
      purchased_at: voucher.purchasedAt,
      expires_at: voucher.expiresAt,
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findVoucher(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<VoucherRow | undefined> {
  return db
    .selectFrom('vouchers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The shop a voucher code belongs to: a customer claims a code without naming the shop; everything
 * after this look-up is scoped to that shop.
 */
export async function findShopOfVoucherCode(db: Kysely<Database>, code: string): Promise<string | undefined> {
  const row = await db.selectFrom('vouchers').select('shop_id').where('code', '=', code).executeTakeFirst();
  return row?.shop_id;
}

/** The shop of a voucher the caller holds (me/… routes name only the voucher). */
export async function findShopOfHeldVoucher(
  db: Kysely<Database>,
  holderId: string,
  voucherId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('vouchers')
    .select('shop_id')
    .where('id', '=', voucherId)
    .where('holder_id', '=', holderId)
    .executeTakeFirst();
  return row?.shop_id;
}

/** Puts an unclaimed voucher (or one the caller already holds) into the caller's account. */
export function claimVoucher(
  trx: Kysely<Database>,
  shopId: string,
  code: string,
  holderId: string,
): Promise<VoucherRow | undefined> {
  return trx
    .updateTable('vouchers')
    .set({ holder_id: holderId })
    .where('shop_id', '=', shopId)
    .where('code', '=', code)
    .where((eb) => eb.or([eb('holder_id', 'is', null), eb('holder_id', '=', holderId)]))
    .returningAll()
    .executeTakeFirst();
}

export function findVoucherByCode(
  db: Kysely<Database>,
  shopId: string,
  code: string,
): Promise<VoucherRow | undefined> {
  return db
    .selectFrom('vouchers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('code', '=', code)
    .executeTakeFirst();
}

/**
 * Takes an amount off an active, unexpired voucher in one statement: the row lock makes
 * simultaneous redemptions queue, and each re-checks `remaining_cents >= amount` on the row as the
 * one before left it, so the balance never goes below 0. undefined: not enough left, or not redeemable.
 */
export function deductFromVoucher(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  amountCents: number,
  now: Date,
): Promise<VoucherRow | undefined> {
  return trx
    .updateTable('vouchers')
    .set((eb) => ({ remaining_cents: eb('remaining_cents', '-', amountCents) }))
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('active', '=', true)
    .where('expires_at', '>', now)
    .where('remaining_cents', '>=', amountCents)
    .returningAll()
    .executeTakeFirst();
}

export function deactivateVoucher(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  reason: 'refunded' | 'expired',
): Promise<VoucherRow | undefined> {
  return trx
    .updateTable('vouchers')
    .set({ active: false, inactive_reason: reason })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('active', '=', true)
    .returningAll()
    .executeTakeFirst();
}

export function listSoldVouchers(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('vouchers as v')
    .leftJoin('users as u', 'u.id', 'v.holder_id')
    .selectAll('v')
    .select('u.name as holder_name')
    .where('v.shop_id', '=', shopId)
    .orderBy('v.purchased_at', 'desc')
    .orderBy('v.id')
    .limit(500)
    .execute();
}

export function listHeldVouchers(db: Kysely<Database>, holderId: string) {
  return db
    .selectFrom('vouchers as v')
    .innerJoin('shops as s', 's.id', 'v.shop_id')
    .selectAll('v')
    .select('s.name as shop_name')
    .where('v.holder_id', '=', holderId)
    .orderBy('v.purchased_at', 'desc')
    .execute();
}

/** Expired vouchers still marked active, a batch at a time (the expiry job). */
export function listExpiredActiveVouchers(db: Kysely<Database>, now: Date, limit: number) {
  return db
    .selectFrom('vouchers')
    .select(['shop_id', 'id', 'remaining_cents'])
    .where('active', '=', true)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

// --- Redemption requests

export function insertRedeemRequest(
  trx: Kysely<Database>,
  shopId: string,
  request: { id: string; voucherId: string; userId: string; amountCents: number },
): Promise<VoucherRedeemRequestRow> {
  return trx
    .insertInto('voucher_redeem_requests')
    .values({
      id: request.id,
      shop_id: shopId,
      voucher_id: request.voucherId,
      user_id: request.userId,
      amount_cents: request.amountCents,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** pending → decided, once: of simultaneous decisions one gets the row. */
export function decidePendingRedeemRequest(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
  decision: { status: Exclude<VoucherRequestStatus, 'pending'>; decidedBy: string },
): Promise<VoucherRedeemRequestRow | undefined> {
  return trx
    .updateTable('voucher_redeem_requests')
    .set({ status: decision.status, decided_at: sql<Date>`now()`, decided_by: decision.decidedBy })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export function findRedeemRequest(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<VoucherRedeemRequestRow | undefined> {
  return db
    .selectFrom('voucher_redeem_requests')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listRedeemRequests(
  db: Kysely<Database>,
  shopId: string,
  filter: { status?: VoucherRequestStatus; id?: string },
) {
  let query = db
    .selectFrom('voucher_redeem_requests as r')
    .innerJoin('vouchers as v', (join) =>
      join.onRef('v.id', '=', 'r.voucher_id').onRef('v.shop_id', '=', 'r.shop_id'),
    )
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select([
      'v.code',
      'v.name as voucher_name',
      'v.total_cents',
      'v.remaining_cents',
      'u.name as account_name',
      'u.email as account_email',
    ])
    .where('r.shop_id', '=', shopId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.id) query = query.where('r.id', '=', filter.id);
  return query
    .orderBy('r.created_at', filter.status === 'pending' ? 'asc' : 'desc')
    .limit(500)
    .execute();
}

export function findPendingRequestsOfVouchers(db: Kysely<Database>, holderId: string) {
  return db
    .selectFrom('voucher_redeem_requests')
    .selectAll()
    .where('user_id', '=', holderId)
    .where('status', '=', 'pending')
    .execute();
}

// --- Log

export async function appendVoucherLog(
  trx: Kysely<Database>,
  shopId: string,
  entry: {
    voucherId: string;
    type: VoucherLogType;
    accountId: string | null;
    accountName: string | null;
    amountCents: number | null;
  },
): Promise<void> {
  await trx
    .insertInto('voucher_log')
    .values({
      shop_id: shopId,
      voucher_id: entry.voucherId,
      type: entry.type,
      account_id: entry.accountId,
      account_name: entry.accountName,
      amount_cents: entry.amountCents,
    })
    .execute();
}

export function listVoucherLog(
  db: Kysely<Database>,
  shopId: string,
  voucherIds: string[],
): Promise<VoucherLogRow[]> {
  if (voucherIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('voucher_log')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('voucher_id', 'in', voucherIds)
    .orderBy('id')
    .execute();
}
