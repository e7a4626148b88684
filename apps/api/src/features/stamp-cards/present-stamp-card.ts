import type { StampCard, StampCardChange, StampLastAction } from '@studio/domain/stamp-card-contract';
import type { StampCardRow } from '../../db/schema.ts';
import type { LastActionRow } from './stamp-cards.repo.ts';

export function presentStampCard(row: StampCardRow): StampCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    redeemCount: row.redeem_count,
  };
}

/** The card's values by field name, as an approval compares them. */
export function stampCardValues(row: StampCardRow): Required<StampCardChange> {
  return {
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    redeemCount: row.redeem_count,
  };
}

export function presentLastAction(row: LastActionRow | undefined): StampLastAction | null {
  if (!row) return null;
  return { kind: row.kind, count: row.count, at: new Date(row.created_at).toISOString(), reason: row.reason };
}
