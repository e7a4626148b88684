import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { uploadNameOf } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findShopOrFail } from './find-managed-shop.ts';
import { deleteShop as deleteShopRow, findShopForUpdate, releaseShopAccounts } from './shops.repo.ts';

/**
 * The global admin deletes a shop with everything that belongs to it. In the same transaction its
 * shop admins become app users without a shop. Its stored images are removed afterwards.
 */
export async function deleteShop(db: Kysely<Database>, storage: FileStorage, shopId: string): Promise<void> {
  await findShopOrFail(db, shopId);
  const images = await db.transaction().execute(async (trx) => {
    const shop = await findShopForUpdate(trx, shopId);
    if (!shop) throw new AppError(1001);
    const pending = await trx
      .selectFrom('approval_requests')
      .select('payload')
      .where('shop_id', '=', shopId)
      .execute();
    await releaseShopAccounts(trx, shopId);
    await deleteShopRow(trx, shopId);
    const urls = [shop.logo_url, shop.background_url];
    for (const { payload } of pending)
      urls.push(String(payload.logoUrl ?? ''), String(payload.backgroundUrl ?? ''));
    return urls.map(uploadNameOf).filter((name): name is string => name !== undefined);
  });
  for (const name of new Set(images)) await storage.delete(name).catch(() => undefined);
}
