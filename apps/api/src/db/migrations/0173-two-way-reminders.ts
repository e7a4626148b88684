import { type Kysely, sql } from 'kysely';

// Reminders customers can answer, and refills. A customer who gave a phone number may agree to
// messages through the messaging app (booking and waitlist); the 24-hour reminder then also goes
// there, and the reply confirms (customer_confirmed_at, shown in the studio's calendar) or cancels.
// reminder_messaged_at says which booking a reply from that number answers. A treatment may carry
// a recommended interval; a completed visit of it gets one refill message (refill_settled_at: sent,
// or found needless because the customer booked again).
const statements = [
  sql`ALTER TABLE bookings
    ADD COLUMN messaging_consent boolean NOT NULL DEFAULT false,
    ADD COLUMN reminder_messaged_at timestamptz,
    ADD COLUMN customer_confirmed_at timestamptz,
    ADD COLUMN refill_settled_at timestamptz`,
  sql`ALTER TABLE waitlist_entries ADD COLUMN messaging_consent boolean NOT NULL DEFAULT false`,
  sql`ALTER TABLE treatments
    ADD COLUMN refill_interval_days integer CHECK (refill_interval_days BETWEEN 1 AND 365)`,
  sql`CREATE INDEX bookings_refill_due ON bookings (end_at)
    WHERE status = 'completed' AND refill_settled_at IS NULL`,
  sql`CREATE INDEX bookings_reminder_replies ON bookings (shop_id, customer_phone)
    WHERE reminder_messaged_at IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
