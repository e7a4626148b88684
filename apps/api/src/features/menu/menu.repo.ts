// All SQL of the menu. Every function takes the shop first and names it in every statement.
import type { AllergenCode } from '@studio/domain/menu-labels';
import { type Kysely, sql } from 'kysely';
import type { Database, MenuArticleRow, MenuCategoryRow } from '../../db/schema.ts';

// --- Categories

export function listCategories(db: Kysely<Database>, shopId: string): Promise<MenuCategoryRow[]> {
  return db
    .selectFrom('menu_categories')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findCategory(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<MenuCategoryRow | undefined> {
  return db
    .selectFrom('menu_categories')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertCategory(
  db: Kysely<Database>,
  shopId: string,
  category: { id: string; name: string; position: number },
): Promise<MenuCategoryRow> {
  return db
    .insertInto('menu_categories')
    .values({ ...category, shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateCategory(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: { name: string; position: number },
): Promise<MenuCategoryRow | undefined> {
  return db
    .updateTable('menu_categories')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a category without articles; 'has-articles' while any article still names it. */
export async function deleteEmptyCategory(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<'deleted' | 'missing' | 'has-articles'> {
  const result = await db
    .deleteFrom('menu_categories')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('menu_articles as a')
            .select('a.id')
            .where('a.shop_id', '=', shopId)
            .whereRef('a.category_id', '=', 'menu_categories.id'),
        ),
      ),
    )
    .executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return 'deleted';
  return (await findCategory(db, shopId, id)) ? 'has-articles' : 'missing';
}

/** Positions in the order given (drag and drop); how many of the ids were the shop's. */
export async function setPositions(
  trx: Kysely<Database>,
  shopId: string,
  table: 'menu_categories' | 'menu_articles',
  ids: readonly string[],
): Promise<number> {
  let changed = 0;
  for (const [position, id] of ids.entries()) {
    const result = await trx
      .updateTable(table)
      .set({ position })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

// --- Articles

export interface ArticleColumns {
  category_id: string;
  name: string;
  description: string;
  price_cents: number;
  allergens: AllergenCode[];
  additives: number[];
  image_url: string | null;
}

// Arrays go in as literals with a cast, which both pg and PGlite read the same way.
function textArray(values: readonly string[]) {
  return sql<AllergenCode[]>`${`{${values.join(',')}}`}::text[]`;
}
function integerArray(values: readonly number[]) {
  return sql<number[]>`${`{${values.join(',')}}`}::integer[]`;
}

function arrayColumns(columns: Partial<ArticleColumns>) {
  const { allergens, additives, ...rest } = columns;
  return {
    ...rest,
    ...(allergens !== undefined ? { allergens: textArray(allergens) } : {}),
    ...(additives !== undefined ? { additives: integerArray(additives) } : {}),
  };
}

/** The shop's articles in menu order; `orderable`: only published (approved) and available ones. */
export function listArticles(
  db: Kysely<Database>,
  shopId: string,
  options: { orderable: boolean } = { orderable: false },
): Promise<MenuArticleRow[]> {
  let query = db.selectFrom('menu_articles').selectAll().where('shop_id', '=', shopId);
  if (options.orderable) query = query.where('published', '=', true).where('available', '=', true);
  return query.orderBy('position').orderBy('created_at').orderBy('id').execute();
}

export function findOrderableArticles(
  db: Kysely<Database>,
  shopId: string,
  ids: readonly string[],
): Promise<MenuArticleRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('menu_articles')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .where('published', '=', true)
    .where('available', '=', true)
    .execute();
}

/** These articles of these shops, in one statement. */
export async function findArticlesOf(
  db: Kysely<Database>,
  wanted: readonly { shopId: string; articleId: string }[],
): Promise<MenuArticleRow[]> {
  if (wanted.length === 0) return [];
  return db
    .selectFrom('menu_articles')
    .selectAll()
    .where((eb) =>
      eb.or(
        wanted.map(({ shopId, articleId }) => eb.and([eb('shop_id', '=', shopId), eb('id', '=', articleId)])),
      ),
    )
    .execute();
}

export function findArticle(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<MenuArticleRow | undefined> {
  return db
    .selectFrom('menu_articles')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertArticle(
  db: Kysely<Database>,
  shopId: string,
  article: ArticleColumns & { id: string; available: boolean; published: boolean },
): Promise<MenuArticleRow> {
  return db
    .insertInto('menu_articles')
    .values((eb) => ({
      id: article.id,
      shop_id: shopId,
      category_id: article.category_id,
      name: article.name,
      description: article.description,
      price_cents: article.price_cents,
      allergens: textArray(article.allergens),
      additives: integerArray(article.additives),
      image_url: article.image_url,
      available: article.available,
      published: article.published,
      position: eb
        .selectFrom('menu_articles')
        .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
        .where('shop_id', '=', shopId),
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateArticle(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  columns: Partial<ArticleColumns> & { available?: boolean; published?: boolean },
): Promise<MenuArticleRow | undefined> {
  return db
    .updateTable('menu_articles')
    .set({ ...arrayColumns(columns), updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteArticle(db: Kysely<Database>, shopId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('menu_articles')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The newest approval request of each of the shop's articles (subject 'menu'). */
export async function findLatestArticleApprovals(
  db: Kysely<Database>,
  shopId: string,
): Promise<Map<string, { status: string; payload: Record<string, unknown> }>> {
  const rows = await db
    .selectFrom('approval_requests')
    .select(['subject_id', 'status', 'payload'])
    .distinctOn('subject_id')
    .where('shop_id', '=', shopId)
    .where('subject_type', '=', 'menu')
    .orderBy('subject_id')
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((row) => [row.subject_id, { status: row.status, payload: row.payload }]));
}
