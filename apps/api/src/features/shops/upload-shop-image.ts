import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopImageKind } from '@studio/domain/shop';
import type { ShopImageUploadResponse } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import { type FileStorage, uploadUrl } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval, submitApprovalRequest } from '../approvals/approvals.public.ts';
import { findShopOrFail, showManagedShop } from './find-managed-shop.ts';
import { processShopImage } from './process-shop-image.ts';
import { newShopImageName, ownImageNameOf } from './shop-image-files.ts';
import { findShopForUpdate, updateShop } from './shops.repo.ts';

const fieldOf = { logo: 'logoUrl', background: 'backgroundUrl' } as const;
const columnOf = { logo: 'logo_url', background: 'background_url' } as const;

/**
 * Stores a new logo or background. A global admin's image is live at once; a shop admin's becomes
 * part of the pending profile change and goes live on approval. The image it replaces (live for a
 * global admin, pending for a shop admin) is removed from storage if it is this shop's own file.
 */
export async function uploadShopImage(
  db: Kysely<Database>,
  storage: FileStorage,
  identity: Identity,
  shopId: string,
  kind: ShopImageKind,
  upload: Buffer,
): Promise<ShopImageUploadResponse> {
  const shop = await findShopOrFail(db, shopId);
  const image = await processShopImage(kind, upload);
  const name = newShopImageName(shop.id, kind);
  await storage.put(name, image, 'image/webp');
  const url = uploadUrl(name);
  const field = fieldOf[kind];
  const pending = identity.role !== 'globalAdmin';

  let outcome: { replaced: unknown; shop: typeof shop };
  try {
    outcome = await inTransaction(db, async (trx) => {
      // The shop row is the lock of its images: concurrent uploads replace one another in turn,
      // so each one removes exactly the image it replaced and none is left behind.
      const live = await findShopForUpdate(trx, shop.id);
      if (!live) throw new AppError(ErrorCode.shopNotFound);
      if (pending) {
        const before = await findPendingApproval(trx, shop.id, 'shop', shop.id);
        await submitApprovalRequest(trx, shop.id, {
          subjectType: 'shop',
          subjectId: shop.id,
          proposed: { [field]: url },
          submittedBy: identity.uid,
        });
        return { replaced: before?.payload[field], shop: live };
      }
      const row = await updateShop(trx, shop.id, { [columnOf[kind]]: url });
      if (!row) throw new AppError(ErrorCode.shopNotFound);
      return { replaced: live[columnOf[kind]], shop: row };
    });
  } catch (error) {
    await storage.delete(name).catch(() => undefined);
    throw error;
  }
  const replaced = ownImageNameOf(shop.id, outcome.replaced);
  if (replaced && replaced !== name) await storage.delete(replaced).catch(() => undefined);
  return { kind, url, pending, shop: await showManagedShop(db, outcome.shop) };
}
