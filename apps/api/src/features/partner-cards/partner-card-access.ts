// The partner-cards module must be on for the shop a route acts on (else 404 9404 for all but a
// global admin). Who may call the route at all is declared in its options (config.access).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { shopOf } from '../../http/route-access.ts';
import { requireModuleEnabled } from '../shops/shops.public.ts';

export async function partnerCardShopOf(db: Kysely<Database>, request: FastifyRequest): Promise<ShopRow> {
  const { shop } = shopOf(request);
  await requireModuleEnabled(db, shop.id, 'partnerCardsEnabled', request.identity);
  return shop;
}
