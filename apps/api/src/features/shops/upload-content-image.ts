import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import { type FileStorage, uploadUrl } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { processShopImage } from './process-shop-image.ts';
import { contentImagePrefix, newContentImageName } from './shop-image-files.ts';
import { findShopForUpdate } from './shops.repo.ts';

/**
 * How many content images a shop keeps stored at most: a café's whole menu with a photo each, and
 * its deals and gifts. Images no content names are deleted a day after their upload
 * (jobs/cleanup-orphaned-images.ts), which makes room again.
 */
export const contentImagesPerShop = 300;

/**
 * An image for the shop's content (stamp card, deal, gift, …): checked and re-encoded like a
 * background, stored, and its address returned for the content's `imageUrl`. It goes live only
 * with the content that names it. Past the quota: 409 9409 on `file`.
 */
export async function uploadContentImage(
  db: Kysely<Database>,
  storage: FileStorage,
  shopId: string,
  upload: Buffer,
): Promise<{ url: string }> {
  const image = await processShopImage('background', upload);
  const name = newContentImageName(shopId);
  // Counted and stored under the shop row's lock, so simultaneous uploads cannot pass the quota
  // together. A retried transaction stores the same name again, which replaces the file.
  await inTransaction(db, async (trx) => {
    await findShopForUpdate(trx, shopId);
    const stored = await storage.list(contentImagePrefix(shopId));
    if (stored.length >= contentImagesPerShop) {
      throw new AppError(ErrorCode.conflict, { problems: { file: 'uploadQuotaReached' } });
    }
    await storage.put(name, image, 'image/webp');
  });
  return { url: uploadUrl(name) };
}
