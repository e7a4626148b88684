import { randomUUID } from 'node:crypto';
import type {
  StampCardChange,
  StampCardOverview,
  stampCardWriteSchema,
} from '@studio/domain/stamp-card-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval, submitApprovalRequest } from '../approvals/approvals.public.ts';
import { stampCardValues } from './present-stamp-card.ts';
import { showStampCardOverview } from './show-stamp-card-overview.ts';
import { findStampCard, upsertStampCard } from './stamp-cards.repo.ts';

type StampCardWrite = z.output<typeof stampCardWriteSchema>;

/**
 * PUT stamp-card: a global admin's card is live at once; a shop admin's new or changed card waits
 * for approval (customers keep seeing the live card, or none, until then).
 */
export async function saveStampCard(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  write: StampCardWrite,
  now: number,
): Promise<StampCardOverview> {
  const values: Required<StampCardChange> = {
    title: write.title,
    description: write.description ?? '',
    imageUrl: write.imageUrl,
    redeemCount: write.redeemCount,
  };
  if (identity.role === 'globalAdmin') {
    await upsertStampCard(db, shopId, randomUUID(), {
      title: values.title,
      description: values.description,
      image_url: values.imageUrl,
      redeem_count: values.redeemCount,
    });
    return showStampCardOverview(db, shopId, now);
  }
  const live = await findStampCard(db, shopId);
  const unchanged = live !== undefined && sameValues(stampCardValues(live), values);
  // Going back to the live values still has to replace a waiting change; otherwise nothing to review.
  if (!unchanged || (await findPendingApproval(db, shopId, 'stamp_card', shopId))) {
    await submitApprovalRequest(db, shopId, {
      subjectType: 'stamp_card',
      subjectId: shopId,
      proposed: values,
      submittedBy: identity.uid,
    });
  }
  return showStampCardOverview(db, shopId, now);
}

function sameValues(a: Required<StampCardChange>, b: Required<StampCardChange>): boolean {
  return (
    a.title === b.title &&
    a.description === b.description &&
    a.imageUrl === b.imageUrl &&
    a.redeemCount === b.redeemCount
  );
}
