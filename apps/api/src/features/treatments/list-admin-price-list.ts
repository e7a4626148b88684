import type {
  AdminPriceListEntry,
  adminPriceListQuerySchema,
} from '@studio/domain/admin-price-list-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MatchCount } from '../../db/match-count.ts';
import type { Database } from '../../db/schema.ts';
import { listAdminPriceListRows } from './admin-price-list.repo.ts';

/** GET services (global admin): one page of every studio's treatments, and the number of all matches. */
export async function listAdminPriceList(
  db: Kysely<Database>,
  query: z.output<typeof adminPriceListQuerySchema>,
): Promise<{ items: AdminPriceListEntry[]; count: MatchCount; nextCursor: string | undefined }> {
  const { limit, offset, cursor, ...filter } = query;
  const { rows, count, nextCursor } = await listAdminPriceListRows(db, filter, { limit, offset, cursor });
  return {
    count,
    nextCursor,
    items: rows.map((row) => ({
      id: row.id,
      shopId: row.shop_id,
      shopName: row.shop_name,
      name: row.name,
      category: row.category,
      priceCents: row.price_cents,
      currency: row.currency_code,
      durationMinutes: row.duration_minutes,
      active: row.active,
    })),
  };
}
