import type { ModuleFlags } from '@studio/domain/shop';
import type { Kysely, Updateable } from 'kysely';
import type { Database, NewShop, ShopModuleFlagsTable, ShopRow } from '../../db/schema.ts';

export function findShopById(db: Kysely<Database>, shopId: string): Promise<ShopRow | undefined> {
  return db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirst();
}

export async function insertShop(db: Kysely<Database>, shop: NewShop): Promise<ShopRow> {
  const row = await db.insertInto('shops').values(shop).returningAll().executeTakeFirstOrThrow();
  await db.insertInto('shop_module_flags').values({ shop_id: row.id }).execute();
  return row;
}

const flagColumns = {
  dealsEnabled: 'deals_enabled',
  stampsEnabled: 'stamps_enabled',
  giftsEnabled: 'gifts_enabled',
  menuEnabled: 'menu_enabled',
  reservationsEnabled: 'reservations_enabled',
  ordersEnabled: 'orders_enabled',
  analyticsEnabled: 'analytics_enabled',
  partnerCardsEnabled: 'partner_cards_enabled',
  vouchersEnabled: 'vouchers_enabled',
} as const satisfies Record<keyof ModuleFlags, keyof Omit<ShopModuleFlagsTable, 'shop_id'>>;

export async function findModuleFlags(
  db: Kysely<Database>,
  shopId: string,
): Promise<ModuleFlags | undefined> {
  const row = await db
    .selectFrom('shop_module_flags')
    .selectAll()
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!row) return undefined;
  const entries = Object.entries(flagColumns).map(([name, column]) => [name, row[column]]);
  return Object.fromEntries(entries) as ModuleFlags;
}

export async function updateModuleFlags(
  db: Kysely<Database>,
  shopId: string,
  changes: Partial<ModuleFlags>,
): Promise<void> {
  const set: Updateable<ShopModuleFlagsTable> = {};
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined) set[flagColumns[name as keyof ModuleFlags]] = value;
  }
  if (Object.keys(set).length === 0) return;
  await db.updateTable('shop_module_flags').set(set).where('shop_id', '=', shopId).execute();
}
