import { type Kysely, sql } from 'kysely';

// A studio's bookings overlapping a span are those ending after it starts that start before it
// ends: read from an index by end, they are the studio's bookings from that span on, not every one
// it ever had. The period index (a GiST over every booking) took milliseconds per read at 2 million
// bookings; nothing reads it any more. Free times read only the active bookings, from a partial
// index of those.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_shop_active_end_idx ON bookings (shop_id, end_at)
    WHERE status IN ('pending_payment', 'pending', 'confirmed')`.execute(db);
  await sql`CREATE INDEX bookings_shop_end_idx ON bookings (shop_id, end_at)`.execute(db);
  await sql`DROP INDEX bookings_shop_period_idx`.execute(db);
}
