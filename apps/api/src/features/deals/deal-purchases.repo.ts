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

/** pending (or failed and retried) → paid, once. */
export async function markDealPurchasePaid(trx: Kysely<Database>, shopId: string, id: string): Promise<void> {
  await trx
    .updateTable('deal_purchases')
    .set({ status: 'paid', paid_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .execute();
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
