import type { OwnGift } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listGiftsHeldBy } from './gifts.repo.ts';
import { giftValues } from './present-gift.ts';

/** The caller's account-wide list of gifts: each claimed gift with its studio and the claim's state. */
export async function listOwnGifts(db: Kysely<Database>, identity: Identity): Promise<OwnGift[]> {
  const rows = await listGiftsHeldBy(db, identity.uid);
  return rows.map((row) => ({
    id: row.id,
    ...giftValues(row),
    shopId: row.shop_id,
    shopName: row.shop_name,
    claim: {
      id: row.claim_id,
      status: row.claim_status,
      claimedAt: new Date(row.claimed_at).toISOString(),
      handedOverAt: row.handed_over_at ? new Date(row.handed_over_at).toISOString() : null,
    },
  }));
}
