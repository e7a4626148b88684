// The stamps module must be on for the shop a route acts on (else 404 9404 for all but a global
// admin). Who may call the route at all is declared in its options (config.access).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { shopOf } from '../../http/route-access.ts';
import { requireModuleEnabled } from '../shops/shops.public.ts';

/** The route's shop, once the stamps module is known to be on for the caller. */
export async function stampShopOf(db: Kysely<Database>, request: FastifyRequest): Promise<ShopRow> {
  const { shop } = shopOf(request);
  await requireModuleEnabled(db, shop.id, 'stampsEnabled', request.identity);
  return shop;
}
