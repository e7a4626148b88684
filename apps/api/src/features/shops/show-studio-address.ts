// GET studio-addresses/{slug} (public): which live studio a readable address leads to.

import { ErrorCode } from '@studio/domain/error-codes';
import type { StudioAddress } from '@studio/domain/studio-slug';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * The studio of a current or former slug, with its current slug (differing from the one asked:
 * the page redirects there). Unknown, or a studio that is not live → 404 1001, as its page.
 */
export async function showStudioAddress(db: Kysely<Database>, slug: string): Promise<StudioAddress> {
  const found = await db
    .selectFrom('shops')
    .leftJoin('studio_former_slugs', 'studio_former_slugs.shop_id', 'shops.id')
    .select(['shops.id', 'shops.slug'])
    .where('shops.status', '=', 'active')
    .where((eb) => eb.or([eb('shops.slug', '=', slug), eb('studio_former_slugs.slug', '=', slug)]))
    .executeTakeFirst();
  if (!found?.slug) throw new AppError(ErrorCode.shopNotFound);
  return { shopId: found.id, slug: found.slug };
}
