import { type Kysely, sql } from 'kysely';

// A card saved for a fee: with a late-cancellation or no-show fee but no deposit, an online booking
// waits while the customer saves a card through the payment provider (a setup, nothing charged),
// and the studio may later charge the fee to it. The setup is kept as a payment of its own kind.
const statements = [
  sql`ALTER TABLE payments DROP CONSTRAINT payments_purpose_check`,
  sql`ALTER TABLE payments ADD CONSTRAINT payments_purpose_check
    CHECK (purpose IN ('voucher', 'deal', 'subscription', 'deposit', 'fee', 'card_setup'))`,
  sql`ALTER TABLE bookings ADD COLUMN card_setup_payment_id uuid REFERENCES payments (id) ON DELETE SET NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
