import type { GiftClaim } from '@studio/domain/gift-contract';
import type { GiftClaimListRow } from './gifts.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentGiftClaim(row: GiftClaimListRow): GiftClaim {
  return {
    id: row.id,
    giftId: row.gift_id,
    giftTitle: row.gift_title,
    account: { uid: row.user_id, name: row.account_name, email: row.account_email },
    status: row.status,
    claimedAt: iso(row.claimed_at),
    handedOverAt: row.handed_over_at ? iso(row.handed_over_at) : null,
  };
}
