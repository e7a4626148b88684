import type { ShopListItem } from '@studio/domain/shop-contract';
import type { Kysely } from 'kysely';
import type { KeysetPage } from '../../db/keyset-page.ts';
import type { MatchCount } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';
import { presentShop } from './present-shop.ts';
import { listShops as listShopRows, type ShopListFilter } from './shops.repo.ts';

/** Every shop for the global admin's overview, newest first, with its owner. */
export async function listShops(
  db: Kysely<Database>,
  query: ShopListFilter & KeysetPage,
): Promise<{ shops: ShopListItem[]; count: MatchCount; nextCursor: string | undefined }> {
  const { rows, count, nextCursor } = await listShopRows(db, query);
  const shops = rows.map((row) => ({
    ...presentShop(row),
    owner:
      row.owner_id && row.owner_email !== null
        ? { uid: row.owner_id, name: row.owner_name ?? '', email: row.owner_email }
        : null,
    hasPendingChange: row.has_pending_change,
    reviewRequestedAt: row.review_requested_at ? new Date(row.review_requested_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { shops, count, nextCursor };
}
