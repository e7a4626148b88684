import type { ShopAdmin } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findShopOrFail } from './find-managed-shop.ts';
import { findShopAdmins } from './shops.repo.ts';

/** The accounts that administer a shop (global admin). Set them with PUT users/{uid} {role, shopId}. */
export async function listShopAdmins(db: Kysely<Database>, shopId: string): Promise<ShopAdmin[]> {
  const shop = await findShopOrFail(db, shopId);
  const admins = await findShopAdmins(db, shop.id);
  return admins.map((admin) => ({
    uid: admin.id,
    name: admin.name,
    email: admin.email,
    disabled: admin.disabled,
    emailVerified: admin.email_verified,
    lastLoginAt: admin.last_login_at ? new Date(admin.last_login_at).toISOString() : null,
  }));
}
