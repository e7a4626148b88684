import { randomUUID } from 'node:crypto';
import type { GiftValues, giftWriteSchema, ManagedGift } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { submitApprovalRequest } from '../approvals/approvals.public.ts';
import { insertGift } from './gifts.repo.ts';
import { presentManagedGift } from './present-gift.ts';

type GiftWrite = z.output<typeof giftWriteSchema>;

/**
 * POST gifts: a global admin's gift is live at once; a shop admin's new gift waits for approval and
 * stays invisible to customers until then (its id is the approval's subject id).
 */
export async function createGift(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  write: GiftWrite,
): Promise<ManagedGift> {
  const id = randomUUID();
  const values: GiftValues = {
    title: write.title,
    offerText: write.offerText,
    description: write.description,
    type: write.type,
    validFrom: write.validFrom ?? null,
    validTo: write.validTo ?? null,
    imageUrl: write.imageUrl,
  };
  if (identity.role === 'globalAdmin') {
    const gift = await insertGift(db, shopId, id, {
      title: values.title,
      offer_text: values.offerText,
      description: values.description,
      type: values.type,
      valid_from: values.validFrom,
      valid_to: values.validTo,
      image_url: values.imageUrl,
    });
    return presentManagedGift(id, gift, undefined);
  }
  const request = await submitApprovalRequest(db, shopId, {
    subjectType: 'gift',
    subjectId: id,
    proposed: { ...values },
    submittedBy: identity.uid,
  });
  return presentManagedGift(id, undefined, request);
}
