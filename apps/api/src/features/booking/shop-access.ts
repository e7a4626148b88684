// Which shop a booking route acts on, and whether the caller may: the tenant checks in one place.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { canManageShop, type Identity, requireShopAdminOf } from '../../http/identity.ts';
import { findShopOrFail } from '../shops/find-managed-shop.ts';
import { findVisibleShop } from '../shops/find-visible-shop.ts';

/** The shop's own admin or a global admin (else 401/403), and the shop (else 1001). */
export async function requireManagedShop(
  db: Kysely<Database>,
  request: FastifyRequest,
  shopId: string,
): Promise<{ identity: Identity; shop: ShopRow }> {
  const identity = requireShopAdminOf(request, shopId);
  return { identity, shop: await findShopOrFail(db, shopId) };
}

/** A shop the public may see (active), or any status for its admins; `managed` tells them apart. */
export async function findPublicShop(
  db: Kysely<Database>,
  request: FastifyRequest,
  shopId: string,
): Promise<{ shop: ShopRow; managed: boolean }> {
  const shop = await findVisibleShop(db, request.identity, shopId);
  return { shop, managed: canManageShop(request.identity, shop.id) };
}
