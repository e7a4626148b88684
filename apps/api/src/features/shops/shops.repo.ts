import type { Role } from '@studio/domain/roles';
import type { ModuleFlags, ShopStatus } from '@studio/domain/shop';
import { slugOfName } from '@studio/domain/studio-slug';
import { type Expression, type Kysely, sql, type Updateable } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import { type KeysetPage, keysetResult, type ListOrderKey, selectKeysetPage } from '../../db/keyset-page.ts';
import { countLimitOf, countReadOnPage, type MatchCount } from '../../db/match-count.ts';
import { columnsOf, prepareStatement } from '../../db/prepared-statements.ts';
import type {
  Database,
  NewShop,
  ShopModuleFlagsTable,
  ShopRow,
  ShopsTable,
  ShopUpdate,
} from '../../db/schema.ts';

const shopColumns = columnsOf<ShopsTable>({
  id: true,
  name: true,
  address: true,
  phone: true,
  email: true,
  category: true,
  description: true,
  google_places_id: true,
  latitude: true,
  longitude: true,
  logo_url: true,
  background_url: true,
  external_links: true,
  timezone: true,
  currency_code: true,
  status: true,
  slot_step_minutes: true,
  min_lead_minutes: true,
  horizon_days: true,
  auto_confirm: true,
  legal: true,
  slug: true,
  review_requested_at: true,
  created_at: true,
  updated_at: true,
});

// The shop row alone, for use cases that are handed a shop id (the routes' access check reads it
// with the availability version: shopForAccess below).
export const shopById = prepareStatement<{ shopId: string }, ShopRow>(['shopId'], (builder, { shopId }) =>
  builder.selectFrom('shops').select(shopColumns).where('id', '=', shopId),
);

export async function findShopById(db: Kysely<Database>, shopId: string): Promise<ShopRow | undefined> {
  const [shop] = await shopById.run(db, { shopId });
  return shop;
}

/** The shops of these ids that exist, in one statement. */
export async function findShopsByIds(db: Kysely<Database>, shopIds: readonly string[]): Promise<ShopRow[]> {
  if (shopIds.length === 0) return [];
  return db
    .selectFrom('shops')
    .selectAll()
    .where('id', 'in', [...shopIds])
    .execute();
}

/**
 * The shop row with its availability version (migration 0045), read in one snapshot: every shop
 * route's access check, so a cached free-time answer is validated without a round trip of its own.
 */
export const shopForAccess = prepareStatement<
  { shopId: string },
  ShopRow & { availability_version: string | number | null }
>(['shopId'], (builder, { shopId }) =>
  builder
    .selectFrom('shops')
    .select(shopColumns)
    .select((eb) =>
      eb
        .selectFrom('availability_versions')
        .select('version')
        .whereRef('availability_versions.shop_id', '=', 'shops.id')
        .as('availability_version'),
    )
    .where('id', '=', shopId),
);

export async function findShopForAccess(
  db: Kysely<Database>,
  shopId: string,
): Promise<{ shop: ShopRow; availabilityVersion: string } | undefined> {
  const [row] = await shopForAccess.run(db, { shopId });
  if (!row) return undefined;
  const { availability_version, ...shop } = row;
  // A shop nothing has changed for yet has no row: version 0. (PGlite hands bigints over as numbers.)
  return { shop, availabilityVersion: String(availability_version ?? 0) };
}

/** The first of `base`, `base-2`, `base-3`, … that no studio holds or held. */
export async function freeSlugFor(db: Kysely<Database>, base: string): Promise<string> {
  const stem = base.slice(0, 55);
  // Slugs hold only letters, digits and dashes: nothing in them is a LIKE wildcard.
  const like = `${stem}-%`;
  const held = await db
    .selectFrom('shops')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)]))
    .union(
      db
        .selectFrom('studio_former_slugs')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', like)])),
    )
    .execute();
  const taken = new Set(held.map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${stem}-${n}`;
  return slug;
}

/**
 * A shop with the modules it starts with (see moduleFlagsForCategory), at the slug of its name.
 * Two studios of one name created at the same instant both find the same slug free: the later
 * insert waits for the earlier, skips instead of failing the transaction, and takes the next one.
 */
export async function insertShop(db: Kysely<Database>, shop: NewShop, flags: ModuleFlags): Promise<ShopRow> {
  let row: ShopRow | undefined;
  if (shop.slug) {
    row = await db.insertInto('shops').values(shop).returningAll().executeTakeFirstOrThrow();
  }
  while (!row) {
    const slug = await freeSlugFor(db, slugOfName(shop.name));
    row = await db
      .insertInto('shops')
      .values({ ...shop, slug })
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returningAll()
      .executeTakeFirst();
  }
  const columns = Object.fromEntries(
    Object.entries(flagColumns).map(([name, column]) => [column, flags[name as keyof ModuleFlags]]),
  ) as Record<(typeof flagColumns)[keyof ModuleFlags], boolean>;
  await db
    .insertInto('shop_module_flags')
    .values({ shop_id: row.id, ...columns })
    .execute();
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

export function findShopForUpdate(trx: Kysely<Database>, shopId: string): Promise<ShopRow | undefined> {
  return trx.selectFrom('shops').selectAll().where('id', '=', shopId).forUpdate().executeTakeFirst();
}

export async function updateShop(
  db: Kysely<Database>,
  shopId: string,
  changes: ShopUpdate,
): Promise<ShopRow | undefined> {
  return db
    .updateTable('shops')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', shopId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the shop; its flags, treatments, team, hours and approval requests go with it. */
export async function deleteShop(db: Kysely<Database>, shopId: string): Promise<boolean> {
  const result = await db.deleteFrom('shops').where('id', '=', shopId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The accounts of a shop lose it: its shop admins become app users again. */
export async function releaseShopAccounts(db: Kysely<Database>, shopId: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({
      role: sql<Role>`CASE WHEN role = 'shopAdmin' THEN 'appUser' ELSE role END`,
      shop_id: null,
      updated_at: sql<Date>`now()`,
    })
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface AccountForShop {
  id: string;
  role: Role;
  shop_id: string | null;
  guest: boolean;
}

/** The account that is to own a shop, locked until the transaction ends. */
export function findAccountForUpdate(
  trx: Kysely<Database>,
  uid: string,
): Promise<AccountForShop | undefined> {
  return trx
    .selectFrom('users')
    .select(['id', 'role', 'shop_id', 'guest'])
    .where('id', '=', uid)
    .forUpdate()
    .executeTakeFirst();
}

export async function makeShopAdmin(db: Kysely<Database>, shopId: string, uid: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'shopAdmin', shop_id: shopId, updated_at: sql<Date>`now()` })
    .where('id', '=', uid)
    .execute();
}

export interface ShopAdminRow {
  id: string;
  name: string;
  email: string;
  locale: string;
  disabled: boolean;
  email_verified: boolean;
  last_login_at: Date | null;
}

/** A shop's admins, longest-standing first. */
export function findShopAdmins(db: Kysely<Database>, shopId: string): Promise<ShopAdminRow[]> {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'locale', 'disabled', 'email_verified', 'last_login_at'])
    .where('shop_id', '=', shopId)
    .where('role', '=', 'shopAdmin')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface ShopListRow extends ShopRow {
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  has_pending_change: boolean;
}

/** A shop's first shop admin: its owner in the global admin's list. */
function firstOwnerId(db: Kysely<Database>, shopId: Expression<string>) {
  return db
    .selectFrom('users as f')
    .select('f.id')
    .where('f.shop_id', '=', shopId)
    .where('f.role', '=', 'shopAdmin')
    .orderBy('f.created_at')
    .orderBy('f.id')
    .limit(1);
}

export interface ShopListFilter {
  search?: string | undefined;
  status?: ShopStatus | undefined;
  /** Only studios that asked for review (true) or that did not (false). */
  reviewRequested?: boolean | undefined;
}

/**
 * The shops the list shows, as `s` with the columns its order and filter need. A search finds its
 * candidates through the trigram indexes of the shops' name, address and email and of the
 * accounts' name and email (only a shop's first admin, its owner, counts); the candidates carry
 * their own sort key, so the page is sorted from them without reading the whole list's index.
 */
function matchingShops(db: Kysely<Database>, query: ShopListFilter) {
  const own = db
    .selectFrom('shops as m')
    .select(['m.id', 'm.created_at', 'm.status', 'm.review_requested_at']);
  let candidates = own;
  const { search } = query;
  if (search) {
    const pattern = containsPattern(search);
    const byOwner = db
      .selectFrom('users as u')
      .innerJoin('shops as o', 'o.id', 'u.shop_id')
      .select(['o.id', 'o.created_at', 'o.status', 'o.review_requested_at'])
      .where('u.role', '=', 'shopAdmin')
      .where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]))
      .where((eb) => eb('u.id', '=', firstOwnerId(db, eb.ref('u.shop_id') as Expression<string>)));
    candidates = own
      .where((eb) =>
        eb.or([
          eb('m.name', 'ilike', pattern),
          eb('m.address', 'ilike', pattern),
          eb('m.email', 'ilike', pattern),
        ]),
      )
      .union(byOwner);
  }
  let base = db.selectFrom(candidates.as('s'));
  if (query.status) base = base.where('s.status', '=', query.status);
  if (query.reviewRequested !== undefined)
    base = base.where('s.review_requested_at', query.reviewRequested ? 'is not' : 'is', null);
  return base;
}

const shopListOrder: ListOrderKey[] = [
  { expression: sql.ref('s.created_at'), direction: 'desc', type: 'timestamptz' },
  { expression: sql.ref('s.id'), direction: 'asc', type: 'uuid' },
];

/** Every shop, newest first, with its first shop admin and whether a profile change waits. */
export async function listShops(
  db: Kysely<Database>,
  query: ShopListFilter & KeysetPage,
): Promise<{ rows: ShopListRow[]; count: MatchCount; nextCursor: string | undefined }> {
  const matches = matchingShops(db, query);
  const countUpTo = countLimitOf(query);
  // The page is picked from the list's index alone; only its rows are joined, each by its key: as a
  // plain join the planner hashed every studio to join a page of 100 ("lumi": 14 → 6 ms).
  const picked = await db
    .with('page', () => selectKeysetPage(db, matches.select('s.id'), shopListOrder, query, countUpTo))
    .selectFrom('page as p')
    .innerJoinLateral(
      (eb) => eb.selectFrom('shops as row').selectAll('row').whereRef('row.id', '=', 'p.id').limit(1).as('s'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('users as u')
          .select(['u.id as owner_id', 'u.name as owner_name', 'u.email as owner_email'])
          .whereRef('u.shop_id', '=', 's.id')
          .where('u.role', '=', 'shopAdmin')
          .orderBy('u.created_at')
          .orderBy('u.id')
          .limit(1)
          .as('o'),
      (join) => join.onTrue(),
    )
    // Looked up per row of the page: as an EXISTS the planner hashed every pending change of the
    // platform (3,333 at 10,000 studios) to answer for a page of 100.
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('approval_requests as a')
          // A shop's own changes name the shop as their subject: the one-pending index answers.
          .select(sql<boolean>`true`.as('has_pending_change'))
          .where('a.subject_type', '=', 'shop')
          .whereRef('a.subject_id', '=', 's.id')
          .where('a.status', '=', 'pending')
          .limit(1)
          .as('c'),
      (join) => join.onTrue(),
    )
    .selectAll('s')
    .select(['o.owner_id', 'o.owner_name', 'o.owner_email'])
    .select(sql<boolean>`coalesce(c.has_pending_change, false)`.as('has_pending_change'))
    .select(['p.list_position', 'p.list_read'])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  const { rows, nextCursor } = keysetResult(picked, query.limit);
  return {
    rows,
    count: await countReadOnPage(db, matches, query, picked, countUpTo),
    nextCursor,
  };
}
