// All SQL of gifts and their claims. Every statement names the shop.
import { type Kysely, sql } from 'kysely';
import type { Database, GiftClaimRow, GiftRow } from '../../db/schema.ts';

export interface GiftColumns {
  title: string;
  offer_text: string;
  description: string;
  type: GiftRow['type'];
  valid_from: string | null;
  valid_to: string | null;
  image_url: string;
}

/** A gift of the shop that has not been removed, live for customers and staff. */
export function findGift(db: Kysely<Database>, shopId: string, id: string): Promise<GiftRow | undefined> {
  return db
    .selectFrom('gifts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** These gifts of these shops that are not removed, in one statement. */
export async function findGiftsOf(
  db: Kysely<Database>,
  wanted: readonly { shopId: string; giftId: string }[],
): Promise<GiftRow[]> {
  if (wanted.length === 0) return [];
  return db
    .selectFrom('gifts')
    .selectAll()
    .where((eb) =>
      eb.or(wanted.map(({ shopId, giftId }) => eb.and([eb('shop_id', '=', shopId), eb('id', '=', giftId)]))),
    )
    .where('removed_at', 'is', null)
    .execute();
}

/** Whether the id was ever a gift of the shop (removed ones too): a new gift must not reuse it. */
export async function giftIdTaken(db: Kysely<Database>, shopId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('gifts')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export function findGiftForUpdate(
  trx: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<GiftRow | undefined> {
  return trx
    .selectFrom('gifts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export function insertGift(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: GiftColumns,
): Promise<GiftRow> {
  return db
    .insertInto('gifts')
    .values({ id, shop_id: shopId, ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateGift(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: Partial<GiftColumns>,
): Promise<GiftRow | undefined> {
  return db
    .updateTable('gifts')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function markGiftRemoved(db: Kysely<Database>, shopId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('gifts')
    .set({ removed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The gifts customers may see on a shop-local day: not removed, inside their validity. */
export function listValidGifts(db: Kysely<Database>, shopId: string, day: string): Promise<GiftRow[]> {
  return db
    .selectFrom('gifts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('removed_at', 'is', null)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', day)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', day)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export interface GiftWithCounts extends GiftRow {
  claims: number;
  handed_over: number;
}

/** Every gift of the shop that has not been removed, with its claim counts, newest first. */
export function listGiftsWithCounts(db: Kysely<Database>, shopId: string): Promise<GiftWithCounts[]> {
  return db
    .selectFrom('gifts as g')
    .selectAll('g')
    .select((eb) => [
      eb
        .selectFrom('gift_claims as c')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('c.shop_id', '=', shopId)
        .whereRef('c.gift_id', '=', 'g.id')
        .as('claims'),
      eb
        .selectFrom('gift_claims as c')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('c.shop_id', '=', shopId)
        .whereRef('c.gift_id', '=', 'g.id')
        .where('c.status', '=', 'handed_over')
        .as('handed_over'),
    ])
    .where('g.shop_id', '=', shopId)
    .where('g.removed_at', 'is', null)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .$castTo<GiftWithCounts>()
    .execute();
}

/** The caller's claims of the shop's gifts. */
export function listClaimsOfUser(
  db: Kysely<Database>,
  shopId: string,
  userId: string,
): Promise<GiftClaimRow[]> {
  return db
    .selectFrom('gift_claims')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Claims the gift for the customer in one statement: nothing is inserted when the customer already
 * holds a claim of it (the unique key decides, also between simultaneous requests).
 */
export function insertClaimOnce(
  db: Kysely<Database>,
  shopId: string,
  claim: { id: string; giftId: string; userId: string },
): Promise<GiftClaimRow | undefined> {
  return db
    .insertInto('gift_claims')
    .values({ id: claim.id, shop_id: shopId, gift_id: claim.giftId, user_id: claim.userId })
    .onConflict((conflict) => conflict.constraint('gift_claims_once_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export interface GiftClaimListRow extends GiftClaimRow {
  gift_title: string;
  account_name: string;
  account_email: string;
}

function claimsWithNames(db: Kysely<Database>, shopId: string) {
  return db
    .selectFrom('gift_claims as c')
    .innerJoin('gifts as g', (join) =>
      join.onRef('g.id', '=', 'c.gift_id').onRef('g.shop_id', '=', 'c.shop_id'),
    )
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['g.title as gift_title', 'u.name as account_name', 'u.email as account_email'])
    .where('c.shop_id', '=', shopId);
}

/** The shop's claims, those to hand over oldest first, the others newest first. */
export function listClaims(
  db: Kysely<Database>,
  shopId: string,
  filter: { status?: GiftClaimRow['status'] | undefined },
  page: { limit: number; offset: number },
): Promise<GiftClaimListRow[]> {
  let query = claimsWithNames(db, shopId);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  return query
    .orderBy(sql`c.status = 'claimed'`, 'desc')
    .orderBy(sql`CASE WHEN c.status = 'claimed' THEN c.claimed_at END`, 'asc')
    .orderBy('c.claimed_at', 'desc')
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findClaim(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<GiftClaimListRow | undefined> {
  return claimsWithNames(db, shopId).where('c.id', '=', id).executeTakeFirst();
}

/** Hands a claimed gift over once: a claim already handed over is left as it is (undefined). */
export async function markClaimHandedOver(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  staffId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('gift_claims')
    .set({ status: 'handed_over', handed_over_at: sql<Date>`now()`, handed_over_by: staffId })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '=', 'claimed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface HeldGiftRow extends GiftRow {
  shop_name: string;
  claim_id: string;
  claim_status: GiftClaimRow['status'];
  claimed_at: Date;
  handed_over_at: Date | null;
}

/** Every gift the user claimed, at any shop, newest claim first. */
export function listGiftsHeldBy(db: Kysely<Database>, userId: string): Promise<HeldGiftRow[]> {
  return db
    .selectFrom('gift_claims as c')
    .innerJoin('gifts as g', 'g.id', 'c.gift_id')
    .innerJoin('shops as s', 's.id', 'c.shop_id')
    .selectAll('g')
    .select([
      's.name as shop_name',
      'c.id as claim_id',
      'c.status as claim_status',
      'c.claimed_at',
      'c.handed_over_at',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.claimed_at', 'desc')
    .orderBy('c.id')
    .execute();
}
