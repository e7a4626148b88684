import type { FieldProblem } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import { type ManagedShop, missingForReview } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findPendingApproval } from '../approvals/approvals.public.ts';
import { findShopOrFail, showManagedShop } from './find-managed-shop.ts';
import { presentShop } from './present-shop.ts';
import { updateShop } from './shops.repo.ts';

/**
 * The owner submits the studio profile for review: the profile as it will be once its pending
 * change is approved must be complete (name, address, phone, email, category, logo and
 * background; else 9400 naming the missing fields; the place id and coordinates are optional). Marks the shop
 * for the global admin's overview. Only a shop that is not live or suspended can ask (else 9409).
 */
export async function submitShopForReview(db: Kysely<Database>, shopId: string): Promise<ManagedShop> {
  const shop = await findShopOrFail(db, shopId);
  if (shop.status === 'active' || shop.status === 'suspended') throw new AppError(ErrorCode.conflict);
  const pending = await findPendingApproval(db, shop.id, 'shop', shop.id);
  const profile = { ...presentShop(shop), ...(pending?.payload ?? {}) };
  const missing = missingForReview(profile);
  if (missing.length > 0) {
    const problems: Record<string, FieldProblem> = Object.fromEntries(
      missing.map((field) => [field, 'required']),
    );
    throw new AppError(ErrorCode.invalidInput, { problems });
  }
  const updated = await updateShop(db, shop.id, { review_requested_at: new Date() });
  if (!updated) throw new AppError(ErrorCode.shopNotFound);
  return showManagedShop(db, updated);
}
