// The deals feature's purchases (migrations/0009-deals.ts) as the checkout sees them: written
// pending when a customer starts paying, marked paid (or failed) once, when the payment settles.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertDealPurchase(
  db: Kysely<Database>,
  shopId: string,
  purchase: { id: string; dealId: string; userId: string; priceCents: number },
): Promise<void> {
  await db
    .insertInto('deal_purchases')
    .values({
      id: purchase.id,
      shop_id: shopId,
      deal_id: purchase.dealId,
      user_id: purchase.userId,
      price_cents: purchase.priceCents,
    })
    .execute();
}

/** pending (or failed and retried) → paid, once; true only for the call that made it paid. */
export async function markDealPurchasePaid(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('deal_purchases')
    .set({ status: 'paid', paid_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function markDealPurchaseFailed(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<void> {
  await trx
    .updateTable('deal_purchases')
    .set({ status: 'failed' })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export interface DealPurchaseRow {
  id: string;
  deal_id: string;
  shop_id: string;
  shop_name: string;
  currency_code: string;
  title: string;
  offer_text: string;
  price_cents: number;
  status: 'pending' | 'paid' | 'failed';
  redeemed: boolean;
  created_at: Date | string;
  paid_at: Date | string | null;
}

/** The customer's deal purchases at every shop, newest first, each with whether it was redeemed. */
export async function listDealPurchasesOf(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<DealPurchaseRow[]> {
  const rows = await db
    .selectFrom('deal_purchases as p')
    .innerJoin('deals as d', 'd.id', 'p.deal_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select([
      'p.id',
      'p.deal_id',
      'p.shop_id',
      's.name as shop_name',
      's.currency_code',
      'd.title',
      'd.offer_text',
      'p.price_cents',
      'p.status',
      'p.created_at',
      'p.paid_at',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('deal_redemptions as r').select('r.id').whereRef('r.purchase_id', '=', 'p.id'))
        .as('redeemed'),
    )
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    redeemed: Boolean(row.redeemed),
  }));
}

/** What the paid purchase's mail needs: the buyer and the deal. */
export async function findDealPurchaseBuyer(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<
  { deal_id: string; title: string; email: string; name: string; locale: string; guest: boolean } | undefined
> {
  return trx
    .selectFrom('deal_purchases as p')
    .innerJoin('deals as d', 'd.id', 'p.deal_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.deal_id', 'd.title', 'u.email', 'u.name', 'u.locale', 'u.guest'])
    .where('p.shop_id', '=', shopId)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** The shop's paid deal purchases, newest payment first, each with its buyer and whether it was redeemed. */
export async function listPaidDealPurchasesOfShop(db: Kysely<Database>, shopId: string, limit: number) {
  const rows = await db
    .selectFrom('deal_purchases as p')
    .innerJoin('deals as d', 'd.id', 'p.deal_id')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.deal_id',
      'd.title',
      'p.price_cents',
      's.currency_code',
      'p.paid_at',
      'u.name as customer_name',
      'u.email as customer_email',
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('deal_redemptions as r').select('r.id').whereRef('r.purchase_id', '=', 'p.id'))
        .as('redeemed'),
    )
    .where('p.shop_id', '=', shopId)
    .where('p.status', '=', 'paid')
    .orderBy('p.paid_at', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, redeemed: Boolean(row.redeemed) }));
}
