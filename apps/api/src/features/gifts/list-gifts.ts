import { todayIn } from '@studio/domain/calendar-day';
import type { Gift } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listClaimsOfUser, listValidGifts } from './gifts.repo.ts';
import { presentGift } from './present-gift.ts';

/**
 * The customers' list: approved gifts inside their validity on the shop's local day, newest first,
 * each with the signed-in caller's claim of it.
 */
export async function listGifts(
  db: Kysely<Database>,
  shop: ShopRow,
  identity: Identity | null,
  now: number,
): Promise<Gift[]> {
  const [gifts, claims] = await Promise.all([
    listValidGifts(db, shop.id, todayIn(shop.timezone, now)),
    identity ? listClaimsOfUser(db, shop.id, identity.uid) : Promise.resolve([]),
  ]);
  const claimOf = new Map(claims.map((claim) => [claim.gift_id, claim]));
  return gifts.map((gift) => presentGift(gift, claimOf.get(gift.id)));
}
