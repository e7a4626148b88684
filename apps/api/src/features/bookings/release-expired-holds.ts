// A booking whose deposit was not paid in time gives its time back: a periodic job for every shop,
// and the booking of a time itself for its shop (so that a released time is bookable at once).

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function releaseExpiredHolds(
  db: Kysely<Database>,
  now: number,
  shopId?: string,
): Promise<number> {
  let query = db
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancelled_at: new Date(now),
      cancelled_by: 'system',
      hold_expires_at: null,
      sequence: sql<number>`sequence + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('status', '=', 'pending_payment')
    .where('hold_expires_at', '<=', new Date(now));
  if (shopId) query = query.where('shop_id', '=', shopId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
