import { type Kysely, sql } from 'kysely';

// Where a customer goes back to from a checkout without paying (the dashboard for a plan, the
// purchase page for a voucher): the test provider's checkout page offers it, as Stripe's does.
// Payments started before this column have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments ADD COLUMN cancel_url text`.execute(db);
}
