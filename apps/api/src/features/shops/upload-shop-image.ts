import { randomUUID } from 'node:crypto';
import type { ShopImageKind } from '@studio/domain/shop';
import type { ShopImageUploadResponse } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import { type FileStorage, uploadNameOf, uploadUrl } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval } from '../approvals/find-pending-approval.ts';
import { submitApprovalRequest } from '../approvals/submit-approval-request.ts';
import { findShopOrFail, showManagedShop } from './find-managed-shop.ts';
import { processShopImage } from './process-shop-image.ts';
import { updateShop } from './shops.repo.ts';

const fieldOf = { logo: 'logoUrl', background: 'backgroundUrl' } as const;
const columnOf = { logo: 'logo_url', background: 'background_url' } as const;

/**
 * Stores a new logo or background. A global admin's image is live at once; a shop admin's becomes
 * part of the pending profile change and goes live on approval. The image it replaces (live for a
 * global admin, pending for a shop admin) is removed from storage.
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
  const name = `${shop.id}-${kind}-${randomUUID()}.webp`;
  await storage.put(name, image, 'image/webp');
  const url = uploadUrl(name);
  const field = fieldOf[kind];

  let replaced: string | undefined;
  let updated = shop;
  const pending = identity.role !== 'globalAdmin';
  try {
    if (pending) {
      const before = await findPendingApproval(db, shop.id, 'shop', shop.id);
      replaced = uploadNameOf(before?.payload[field] as string | undefined);
      await submitApprovalRequest(db, shop.id, {
        subjectType: 'shop',
        subjectId: shop.id,
        proposed: { [field]: url },
        submittedBy: identity.uid,
      });
    } else {
      replaced = uploadNameOf(shop[columnOf[kind]]);
      const row = await updateShop(db, shop.id, { [columnOf[kind]]: url });
      if (!row) throw new AppError(1001);
      updated = row;
    }
  } catch (error) {
    await storage.delete(name).catch(() => undefined);
    throw error;
  }
  if (replaced && replaced !== name) await storage.delete(replaced).catch(() => undefined);
  return { kind, url, pending, shop: await showManagedShop(db, updated) };
}
