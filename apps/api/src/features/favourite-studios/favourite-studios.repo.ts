import type { FavouriteStudio } from '@studio/domain/favourite-studios-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Whether the shop exists and is live: only live studios can be marked. */
export async function isLiveShop(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const row = await db
    .selectFrom('shops')
    .select('id')
    .where('id', '=', shopId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the studio; marking it again keeps the first mark's time. */
export async function insertFavouriteStudio(db: Kysely<Database>, userId: string, shopId: string) {
  await db
    .insertInto('favourite_studios')
    .values({ user_id: userId, shop_id: shopId })
    .onConflict((conflict) => conflict.columns(['user_id', 'shop_id']).doNothing())
    .execute();
}

export async function deleteFavouriteStudio(db: Kysely<Database>, userId: string, shopId: string) {
  await db
    .deleteFrom('favourite_studios')
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .execute();
}

/** The caller's favourite studios that are still live, newest mark first. */
export async function listFavouriteStudios(db: Kysely<Database>, userId: string): Promise<FavouriteStudio[]> {
  const rows = await db
    .selectFrom('favourite_studios')
    .innerJoin('shops', 'shops.id', 'favourite_studios.shop_id')
    .select([
      'shops.id',
      'shops.name',
      'shops.address',
      'shops.category',
      'shops.logo_url',
      'favourite_studios.created_at',
    ])
    .where('favourite_studios.user_id', '=', userId)
    .where('shops.status', '=', 'active')
    .orderBy('favourite_studios.created_at', 'desc')
    .orderBy('shops.id')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    shopId: row.id,
    name: row.name,
    address: row.address,
    category: row.category,
    logoUrl: row.logo_url,
    addedAt: new Date(row.created_at).toISOString(),
  }));
}
