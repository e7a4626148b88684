import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { listApprovalPayloadsOfShop } from '../approvals/approvals.public.ts';
import { findShopOrFail } from './find-managed-shop.ts';
import { ownImageNameOf } from './shop-image-files.ts';
import { deleteShop as deleteShopRow, findShopForUpdate, releaseShopAccounts } from './shops.repo.ts';

/**
 * The global admin deletes a shop with everything that belongs to it. In the same transaction its
 * shop admins become app users without a shop. Its own stored images are removed afterwards.
 */
export async function deleteShop(db: Kysely<Database>, storage: FileStorage, shopId: string): Promise<void> {
  await findShopOrFail(db, shopId);
  const images = await inTransaction(db, async (trx) => {
    const shop = await findShopForUpdate(trx, shopId);
    if (!shop) throw new AppError(ErrorCode.shopNotFound);
    const pending = await listApprovalPayloadsOfShop(trx, shopId);
    await releaseShopAccounts(trx, shopId);
    await deleteShopRow(trx, shopId);
    const urls: unknown[] = [shop.logo_url, shop.background_url];
    for (const { payload } of pending) urls.push(payload.logoUrl, payload.backgroundUrl);
    // Only this shop's own files: a URL naming another shop's file must not delete it.
    return urls.map((url) => ownImageNameOf(shopId, url)).filter((name) => name !== undefined);
  });
  for (const name of new Set(images)) await storage.delete(name).catch(() => undefined);
}
