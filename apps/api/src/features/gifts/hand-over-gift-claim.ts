import { ErrorCode } from '@studio/domain/error-codes';
import type { GiftClaim } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findClaim, markClaimHandedOver } from './gifts.repo.ts';
import { presentGiftClaim } from './present-gift-claim.ts';

/** Staff mark a claimed gift as handed over, once: a second (or simultaneous) marking answers 409 8001. */
export async function handOverGiftClaim(
  db: Kysely<Database>,
  staff: Identity,
  shopId: string,
  id: string,
): Promise<GiftClaim> {
  const handed = await markClaimHandedOver(db, shopId, id, staff.uid);
  const claim = await findClaim(db, shopId, id);
  if (!claim) throw new AppError(ErrorCode.notFound);
  if (!handed) throw new AppError(ErrorCode.requestAlreadyHandled);
  return presentGiftClaim(claim);
}
