import { randomUUID } from 'node:crypto';
import { type FileStorage, uploadUrl } from '../../adapters/storage/file-storage.ts';
import { processShopImage } from './process-shop-image.ts';

/**
 * An image for the shop's content (stamp card, deal, gift, …): checked and re-encoded like a
 * background, stored, and its address returned for the content's `imageUrl`. It goes live only
 * with the content that names it.
 */
export async function uploadContentImage(
  storage: FileStorage,
  shopId: string,
  upload: Buffer,
): Promise<{ url: string }> {
  const image = await processShopImage('background', upload);
  const name = `${shopId}-content-${randomUUID()}.webp`;
  await storage.put(name, image, 'image/webp');
  return { url: uploadUrl(name) };
}
