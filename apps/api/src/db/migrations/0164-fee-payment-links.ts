import { type Kysely, sql } from 'kysely';

// A fee charged to a saved card whose answer was lost (a timeout) may have gone through: its payment
// link is mailed only once the provider reports a failure or a later check finds no charge.
// payment_link_sent_at says the link went out (once); a charged fee still open without it is a card
// charge whose outcome is not known yet. Fees from before settled either way when they were made.
const statements = [
  sql`ALTER TABLE booking_fees ADD COLUMN payment_link_sent_at timestamptz`,
  sql`UPDATE booking_fees SET payment_link_sent_at = created_at WHERE method = 'charged'`,
  sql`CREATE INDEX booking_fees_unsettled_charges ON booking_fees (created_at)
    WHERE method = 'charged' AND status = 'open' AND payment_link_sent_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
