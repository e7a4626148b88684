// The global admin's price list: the one read of treatments that is not scoped to a shop (the route
// is global-admin only); `shopId` narrows it to one studio. Inactive treatments and studios of any
// status are included: the platform's admin sees the whole catalogue.
import { type Kysely, sql } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import { type KeysetPage, keysetResult, type ListOrderKey, selectKeysetPage } from '../../db/keyset-page.ts';
import { countLimitOf, countPageMatches } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';

export interface AdminPriceListFilter {
  /** Part of the treatment's or the studio's name. */
  search?: string | undefined;
  shopId?: string | undefined;
}

/**
 * The matching treatments. One condition on the row (its name, or its studio among those whose
 * name matches), so that the planner can walk the studios in the list's order and stop at the page
 * when matches are many, or gather them through the trigram indexes when they are few.
 */
function filtered(db: Kysely<Database>, filter: AdminPriceListFilter) {
  let query = db.selectFrom('treatments as t');
  if (filter.shopId) query = query.where('t.shop_id', '=', filter.shopId);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const studios = db.selectFrom('shops as m').select('m.id').where('m.name', 'ilike', pattern);
    query = query.where((eb) =>
      eb.or([eb('t.name', 'ilike', pattern), sql<boolean>`t.shop_id = ANY(ARRAY(${studios}))`]),
    );
  }
  return query;
}

const priceListOrder: ListOrderKey[] = [
  { expression: sql.ref('s.name'), direction: 'asc', type: 'text' },
  { expression: sql.ref('t.shop_id'), direction: 'asc', type: 'uuid' },
  { expression: sql.ref('t.position'), direction: 'asc', type: 'integer' },
  { expression: sql.ref('t.id'), direction: 'asc', type: 'uuid' },
];

/** Treatments by studio name, then in each studio's own order; and the number of all matches. */
export async function listAdminPriceListRows(
  db: Kysely<Database>,
  filter: AdminPriceListFilter,
  page: KeysetPage,
) {
  const listed = filtered(db, filter)
    .innerJoin('shops as s', 's.id', 't.shop_id')
    .select([
      't.id',
      't.shop_id',
      's.name as shop_name',
      's.currency_code',
      't.name',
      't.category',
      't.price_cents',
      't.duration_minutes',
      't.active',
    ]);
  const picked = await selectKeysetPage(db, listed, priceListOrder, page).execute();
  const { rows, nextCursor } = keysetResult(picked, page.limit);
  const count = await countPageMatches(db, filtered(db, filter), page, picked.length, countLimitOf(filter));
  return { rows, count, nextCursor };
}
