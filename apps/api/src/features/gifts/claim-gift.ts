import { randomUUID } from 'node:crypto';
import { todayIn } from '@studio/domain/calendar-day';
import { ErrorCode } from '@studio/domain/error-codes';
import { type Gift, isGiftValidOn } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findGift, insertClaimOnce } from './gifts.repo.ts';
import { giftValues, presentGift } from './present-gift.ts';

/**
 * A customer (an account, not a guest: 403 9403) claims a live, valid gift once: a second claim,
 * also a simultaneous one, answers 409 9409. A gift customers cannot see answers 404 9404.
 */
export async function claimGift(
  db: Kysely<Database>,
  identity: Identity,
  shop: ShopRow,
  giftId: string,
  now: number,
): Promise<Gift> {
  const gift = await findGift(db, shop.id, giftId);
  if (!gift || !isGiftValidOn(giftValues(gift), todayIn(shop.timezone, now))) {
    throw new AppError(ErrorCode.notFound);
  }
  if (identity.guest || identity.role !== 'appUser') throw new AppError(ErrorCode.forbidden);
  const claim = await insertClaimOnce(db, shop.id, { id: randomUUID(), giftId, userId: identity.uid });
  if (!claim) throw new AppError(ErrorCode.conflict);
  return presentGift(gift, claim);
}
