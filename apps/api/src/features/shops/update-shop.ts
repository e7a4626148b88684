import { ErrorCode } from '@studio/domain/error-codes';
import {
  type ManagedShop,
  type ShopProfileChange,
  shopBookingSettingFields,
  shopProfileFields,
  type UpdateShopRequest,
} from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { submitApprovalRequest } from '../approvals/approvals.public.ts';
import { findShopOrFail, showManagedShop } from './find-managed-shop.ts';
import { presentShop } from './present-shop.ts';
import { shopColumnsOf } from './shop-columns.ts';
import { findShopForUpdate, updateShop as updateShopRow } from './shops.repo.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Changes a shop. A global admin's change applies at once. For the shop's own admin, booking
 * settings and legal details apply at once while profile content becomes a pending change for approval (merged into
 * the one already pending); fields equal to the live values are not part of it. The live profile
 * stays as it was. Both happen in one transaction.
 */
export async function updateShop(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  input: UpdateShopRequest,
): Promise<ManagedShop> {
  const shop = await findShopOrFail(db, shopId);

  if (identity.role === 'globalAdmin') {
    const updated = await updateShopRow(db, shop.id, shopColumnsOf(input));
    if (!updated) throw new AppError(ErrorCode.shopNotFound);
    return showManagedShop(db, updated);
  }

  const updated = await inTransaction(db, async (trx) => {
    const live = await findShopForUpdate(trx, shop.id);
    if (!live) throw new AppError(ErrorCode.shopNotFound);
    const settings: UpdateShopRequest = {};
    for (const field of shopBookingSettingFields) {
      if (input[field] !== undefined) Object.assign(settings, { [field]: input[field] });
    }
    if (input.legal !== undefined) settings.legal = input.legal;
    const current = presentShop(live);
    const given: ShopProfileChange = input;
    const proposed: ShopProfileChange = {};
    for (const field of shopProfileFields) {
      const value = given[field];
      if (value !== undefined && !same(value, current[field])) Object.assign(proposed, { [field]: value });
    }
    const row =
      Object.keys(settings).length > 0 ? await updateShopRow(trx, live.id, shopColumnsOf(settings)) : live;
    if (Object.keys(proposed).length > 0) {
      await submitApprovalRequest(trx, live.id, {
        subjectType: 'shop',
        subjectId: live.id,
        proposed,
        submittedBy: identity.uid,
      });
    }
    return row ?? live;
  });
  return showManagedShop(db, updated);
}
