import { ErrorCode } from '@studio/domain/error-codes';
import type { ManagedShop } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findPendingApproval } from '../approvals/approvals.public.ts';
import { presentManagedShop } from './present-managed-shop.ts';
import { findShopById } from './shops.repo.ts';

/** A shop the caller was already authorised for (the route's access declaration); 1001 if none. */
export async function findShopOrFail(db: Kysely<Database>, shopId: string): Promise<ShopRow> {
  const shop = await findShopById(db, shopId);
  if (!shop) throw new AppError(ErrorCode.shopNotFound);
  return shop;
}

/** The managed presentation of a shop row: with its pending profile change, if any. */
export async function showManagedShop(db: Kysely<Database>, shop: ShopRow): Promise<ManagedShop> {
  return presentManagedShop(shop, await findPendingApproval(db, shop.id, 'shop', shop.id));
}
