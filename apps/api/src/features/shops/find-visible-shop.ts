import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { canManageShop, type Identity } from '../../http/identity.ts';
import { findShopById } from './shops.repo.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A shop as the caller may see it: everyone sees active shops; its own admin and global admins
 * see it in every status. Anything else is "shop not found" so that hidden shops stay hidden.
 */
export async function findVisibleShop(
  db: Kysely<Database>,
  identity: Identity | null,
  shopId: string,
): Promise<ShopRow> {
  const shop = uuidPattern.test(shopId) ? await findShopById(db, shopId) : undefined;
  if (!shop) throw new AppError(1001);
  if (shop.status !== 'active' && !canManageShop(identity, shop.id)) throw new AppError(1001);
  return shop;
}
