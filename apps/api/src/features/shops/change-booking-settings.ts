import { ErrorCode } from '@studio/domain/error-codes';
import type { ManagedShop, ShopBookingSettingsChange } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { showManagedShop } from './find-managed-shop.ts';
import { shopColumnsOf } from './shop-columns.ts';
import { updateShop } from './shops.repo.ts';

/**
 * The studio's booking settings (time zone, slot step, lead time, horizon, auto-confirm) apply at
 * once: they are how the studio runs its day, no content for review, so managers change them too.
 */
export async function changeBookingSettings(
  db: Kysely<Database>,
  shopId: string,
  input: ShopBookingSettingsChange,
): Promise<ManagedShop> {
  const updated = await updateShop(db, shopId, shopColumnsOf(input));
  if (!updated) throw new AppError(ErrorCode.shopNotFound);
  return showManagedShop(db, updated);
}
