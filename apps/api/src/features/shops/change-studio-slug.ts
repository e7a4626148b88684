// PUT shops/{shopId}/slug (owner): the studio's readable address changes; the old one keeps leading to it.

import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * One transaction: the current slug joins the studio's former ones, the new one leaves them if it
 * was one. A slug another studio holds or held → 409 2080 (also when two studios ask for it at once:
 * the unique indexes decide). The same slug again changes nothing.
 */
export async function changeStudioSlug(
  db: Kysely<Database>,
  shopId: string,
  slug: string,
): Promise<{ slug: string }> {
  try {
    return await inTransaction(db, async (trx) => {
      const shop = await trx
        .selectFrom('shops')
        .select('slug')
        .where('id', '=', shopId)
        .forUpdate()
        .executeTakeFirst();
      if (!shop) throw new AppError(ErrorCode.shopNotFound);
      if (shop.slug === slug) return { slug };
      await trx
        .deleteFrom('studio_former_slugs')
        .where('slug', '=', slug)
        .where('shop_id', '=', shopId)
        .execute();
      if (shop.slug)
        await trx.insertInto('studio_former_slugs').values({ slug: shop.slug, shop_id: shopId }).execute();
      // The slug's unique index makes a studio giving it up at this moment wait for us, or us for
      // it: asked after the update, another studio's former slug shows even if it just became one.
      await trx.updateTable('shops').set({ slug }).where('id', '=', shopId).execute();
      const formerOwner = await trx
        .selectFrom('studio_former_slugs')
        .select('shop_id')
        .where('slug', '=', slug)
        .where('shop_id', '<>', shopId)
        .executeTakeFirst();
      if (formerOwner) throw new AppError(ErrorCode.studioAddressTaken);
      return { slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.studioAddressTaken, { cause: error });
    throw error;
  }
}
