import type { Gift, GiftChange, GiftValues, ManagedGift } from '@studio/domain/gift-contract';
import type { ApprovalRequestRow, GiftClaimRow, GiftRow } from '../../db/schema.ts';
import type { GiftColumns, GiftWithCounts } from './gifts.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The gift's values by API field name, as customers see them and an approval compares them. */
export function giftValues(row: GiftRow): GiftValues {
  return {
    title: row.title,
    offerText: row.offer_text,
    description: row.description,
    type: row.type,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    imageUrl: row.image_url,
  };
}

/** Columns for the given values (only those present). */
export function giftColumnsOf(values: Omit<GiftChange, 'removed'>): Partial<GiftColumns> {
  return {
    ...(values.title !== undefined ? { title: values.title } : {}),
    ...(values.offerText !== undefined ? { offer_text: values.offerText } : {}),
    ...(values.description !== undefined ? { description: values.description } : {}),
    ...(values.type !== undefined ? { type: values.type } : {}),
    ...(values.validFrom !== undefined ? { valid_from: values.validFrom } : {}),
    ...(values.validTo !== undefined ? { valid_to: values.validTo } : {}),
    ...(values.imageUrl !== undefined ? { image_url: values.imageUrl } : {}),
  };
}

export function presentGift(row: GiftRow, claim: GiftClaimRow | undefined): Gift {
  return {
    id: row.id,
    ...giftValues(row),
    claim: claim
      ? {
          id: claim.id,
          status: claim.status,
          claimedAt: iso(claim.claimed_at),
          handedOverAt: claim.handed_over_at ? iso(claim.handed_over_at) : null,
        }
      : null,
  };
}

export function presentManagedGift(
  id: string,
  live: GiftWithCounts | GiftRow | undefined,
  pending: ApprovalRequestRow | undefined,
): ManagedGift {
  const counted = live && 'claims' in live ? live : undefined;
  return {
    id,
    live: live ? giftValues(live) : null,
    pendingChange: pending
      ? {
          approvalId: pending.id,
          proposed: pending.payload as GiftChange,
          submittedAt: iso(pending.submitted_at),
        }
      : null,
    claims: Number(counted?.claims ?? 0),
    handedOver: Number(counted?.handed_over ?? 0),
  };
}
