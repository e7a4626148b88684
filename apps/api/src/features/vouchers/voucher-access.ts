// The vouchers module must be on for the shop a route acts on (else 404 9404 for all but a global
// admin), and payouts must be enabled before a voucher is sold or redeemed (409 2032).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { requirePayoutAccountId } from '../payments/payments.public.ts';
import { requireModuleEnabled } from '../shops/shops.public.ts';

export async function voucherShopOf(db: Kysely<Database>, request: FastifyRequest): Promise<ShopRow> {
  const { shop } = shopOf(request);
  await requireModuleEnabled(db, shop.id, 'vouchersEnabled', request.identity);
  return shop;
}

/** For routes that find the shop from a voucher rather than the path. */
export async function requireVouchersModule(
  db: Kysely<Database>,
  shopId: string,
  identity: Identity | null,
): Promise<void> {
  await requireModuleEnabled(db, shopId, 'vouchersEnabled', identity);
}

export async function requirePayoutsEnabled(db: Kysely<Database>, shopId: string): Promise<void> {
  await requirePayoutAccountId(db, shopId);
}
