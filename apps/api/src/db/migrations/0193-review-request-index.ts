import { type Kysely, sql } from 'kysely';

// The review-request job looks for completed visits not yet asked, ended within its window: from
// this index it reads those few rows instead of every booking there ever was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_review_due ON bookings (end_at)
    WHERE status = 'completed' AND review_requested_at IS NULL`.execute(db);
}
