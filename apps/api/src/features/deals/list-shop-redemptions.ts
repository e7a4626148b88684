import type { shopRedemptionSchema } from '@studio/domain/deal-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listShopRedemptions as listRedemptionRows } from './shop-deals.repo.ts';

/** GET shops/{shopId}/deals/redemptions: staff check a customer's code, newest first. */
export async function listShopRedemptions(
  db: Kysely<Database>,
  shopId: string,
  filter: { code?: string | undefined; limit: number },
): Promise<z.infer<typeof shopRedemptionSchema>[]> {
  const rows = await listRedemptionRows(db, shopId, filter);
  return rows.map((row) => ({
    redemptionId: row.id,
    code: row.code,
    redeemedAt: new Date(row.redeemed_at).toISOString(),
    dealId: row.deal_id,
    dealTitle: row.title,
    account: { uid: row.user_id, name: row.name, email: row.email },
  }));
}
