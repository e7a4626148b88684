import { ErrorCode } from '@studio/domain/error-codes';
import type { GiftChange, GiftValues, giftUpdateSchema, ManagedGift } from '@studio/domain/gift-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval, submitApprovalRequest } from '../approvals/approvals.public.ts';
import { findGift, updateGift } from './gifts.repo.ts';
import { giftColumnsOf, giftValues, presentManagedGift } from './present-gift.ts';

type GiftUpdate = z.output<typeof giftUpdateSchema>;

function requireValidityInOrder(values: Pick<GiftValues, 'validFrom' | 'validTo'>): void {
  if (values.validFrom && values.validTo && values.validFrom > values.validTo) {
    throw new AppError(ErrorCode.invalidInput, {
      fields: { validTo: 'validTo must not be before validFrom' },
    });
  }
}

/**
 * PUT gifts/{id}: a global admin changes a live gift at once. A shop admin's change waits for
 * approval (customers keep seeing the live values); it can also amend its own new gift that waits.
 */
export async function changeGift(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  id: string,
  update: GiftUpdate,
): Promise<ManagedGift> {
  const [live, pending] = await Promise.all([
    findGift(db, shopId, id),
    findPendingApproval(db, shopId, 'gift', id),
  ]);
  if (identity.role === 'globalAdmin') {
    if (!live) throw new AppError(ErrorCode.notFound);
    requireValidityInOrder({ ...giftValues(live), ...update });
    const changed = await updateGift(db, shopId, id, giftColumnsOf(update));
    if (!changed) throw new AppError(ErrorCode.notFound);
    return presentManagedGift(id, changed, pending);
  }
  if (!live && !pending) throw new AppError(ErrorCode.notFound);
  const base = { ...(live ? giftValues(live) : {}), ...((pending?.payload ?? {}) as GiftChange) };
  requireValidityInOrder({ validFrom: null, validTo: null, ...base, ...update });
  // Only the fields that differ from the live gift go to review; a new gift sends them all.
  const proposed = Object.fromEntries(
    Object.entries(update).filter(
      ([field, value]) => !live || (giftValues(live) as unknown as Record<string, unknown>)[field] !== value,
    ),
  );
  if (Object.keys(proposed).length === 0 && !pending) return presentManagedGift(id, live, undefined);
  const request = await submitApprovalRequest(db, shopId, {
    subjectType: 'gift',
    subjectId: id,
    proposed,
    submittedBy: identity.uid,
  });
  return presentManagedGift(id, live, request);
}
