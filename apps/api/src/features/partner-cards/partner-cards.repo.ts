// All SQL of partner cards: the global admin's cards (not a shop's data), the cards each shop
// accepts (statements name the shop) and the customers' own cards (statements name the account).
import { type Kysely, sql } from 'kysely';
import type { CustomerPartnerCardRow, Database, PartnerCardRow } from '../../db/schema.ts';

export function listPartnerCardRows(db: Kysely<Database>): Promise<PartnerCardRow[]> {
  return db.selectFrom('partner_cards').selectAll().orderBy('title').orderBy('id').execute();
}

export function findPartnerCard(db: Kysely<Database>, id: string): Promise<PartnerCardRow | undefined> {
  return db.selectFrom('partner_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertPartnerCard(
  db: Kysely<Database>,
  card: { id: string; title: string; pattern: string },
): Promise<PartnerCardRow> {
  return db.insertInto('partner_cards').values(card).returningAll().executeTakeFirstOrThrow();
}

export function updatePartnerCard(
  db: Kysely<Database>,
  id: string,
  change: { title?: string; pattern?: string },
): Promise<PartnerCardRow | undefined> {
  return db
    .updateTable('partner_cards')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePartnerCard(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('partner_cards').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The cards the shop accepts now, by title. */
export function listAcceptedCards(db: Kysely<Database>, shopId: string): Promise<PartnerCardRow[]> {
  return db
    .selectFrom('shop_partner_cards as s')
    .innerJoin('partner_cards as p', 'p.id', 's.partner_card_id')
    .selectAll('p')
    .where('s.shop_id', '=', shopId)
    .orderBy('p.title')
    .orderBy('p.id')
    .execute();
}

/** The cards these shops accept, as (shop, card id) pairs, in one statement. */
export async function listAcceptedCardIdsOf(
  db: Kysely<Database>,
  shopIds: readonly string[],
): Promise<{ shop_id: string; id: string }[]> {
  if (shopIds.length === 0) return [];
  return db
    .selectFrom('shop_partner_cards as s')
    .innerJoin('partner_cards as p', 'p.id', 's.partner_card_id')
    .select(['s.shop_id', 'p.id'])
    .where('s.shop_id', 'in', [...shopIds])
    .execute();
}

/** Of the given ids, those that name a card. */
export async function existingCardIds(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('partner_cards').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** Replaces the shop's accepted cards with the given set (run inside a transaction). */
export async function replaceAcceptedCards(
  trx: Kysely<Database>,
  shopId: string,
  partnerCardIds: readonly string[],
): Promise<void> {
  await trx.deleteFrom('shop_partner_cards').where('shop_id', '=', shopId).execute();
  if (partnerCardIds.length === 0) return;
  await trx
    .insertInto('shop_partner_cards')
    .values(partnerCardIds.map((id) => ({ shop_id: shopId, partner_card_id: id })))
    .execute();
}

export interface CustomerCardWithTitle extends CustomerPartnerCardRow {
  title: string;
}

function customerCards(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('customer_partner_cards as c')
    .innerJoin('partner_cards as p', 'p.id', 'c.partner_card_id')
    .selectAll('c')
    .select('p.title')
    .where('c.user_id', '=', userId);
}

export function listCustomerCards(db: Kysely<Database>, userId: string): Promise<CustomerCardWithTitle[]> {
  return customerCards(db, userId).orderBy('c.created_at', 'desc').orderBy('c.id').execute();
}

export function findCustomerCard(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<CustomerCardWithTitle | undefined> {
  return customerCards(db, userId).where('c.id', '=', id).executeTakeFirst();
}

/** Adds the card once: the same card with the same number again inserts nothing (undefined). */
export function insertCustomerCardOnce(
  db: Kysely<Database>,
  userId: string,
  card: { id: string; partnerCardId: string; number: string },
): Promise<CustomerPartnerCardRow | undefined> {
  return db
    .insertInto('customer_partner_cards')
    .values({ id: card.id, user_id: userId, partner_card_id: card.partnerCardId, number: card.number })
    .onConflict((conflict) => conflict.constraint('customer_partner_cards_once_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCustomerCard(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('customer_partner_cards')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
