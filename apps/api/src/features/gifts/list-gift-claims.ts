import type { GiftClaim, GiftClaimStatus } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listClaims } from './gifts.repo.ts';
import { presentGiftClaim } from './present-gift-claim.ts';

/** The shop's claims: those still to hand over first (oldest first), then the handed-over ones. */
export async function listGiftClaims(
  db: Kysely<Database>,
  shopId: string,
  filter: { status?: GiftClaimStatus | undefined },
  page: { limit: number; offset: number },
): Promise<GiftClaim[]> {
  const rows = await listClaims(db, shopId, filter, page);
  return rows.map(presentGiftClaim);
}
