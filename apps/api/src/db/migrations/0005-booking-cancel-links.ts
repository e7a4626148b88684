import { type Kysely, sql } from 'kysely';

// A booking's cancel links: every mail that offers one adds a token, and the earlier links stay
// valid, so a customer's first mail or saved .ics still works after the studio moves the booking.
const statements = [
  sql`CREATE TABLE booking_cancel_links (
    -- SHA-256 of the token in the link; the token itself is never stored.
    token_hash text PRIMARY KEY,
    booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX booking_cancel_links_booking_idx ON booking_cancel_links (booking_id)`,
  sql`INSERT INTO booking_cancel_links (token_hash, booking_id, created_at)
    SELECT cancel_token_hash, id, created_at FROM bookings`,
  sql`ALTER TABLE bookings DROP COLUMN cancel_token_hash`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
