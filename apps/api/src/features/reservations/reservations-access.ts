// The reservations module must be on for the shop a route acts on (else 404 9404 for all but a global admin).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { shopOf } from '../../http/route-access.ts';
import { requireModuleEnabled } from '../shops/shops.public.ts';

export async function reservationShopOf(db: Kysely<Database>, request: FastifyRequest): Promise<ShopRow> {
  const { shop } = shopOf(request);
  await requireModuleEnabled(db, shop.id, 'reservationsEnabled', request.identity);
  return shop;
}
