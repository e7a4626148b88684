import { type Kysely, sql } from 'kysely';

// Reviews: one per completed visit (the booking is the key, so a second review of the same visit is
// refused by the database, not only by a read before the write). A hidden review keeps its row and
// the global admin's reason; the studio's public list and its average leave it out. The review
// request mail is claimed once per booking (review_requested_at) before it is written.
const statements = [
  sql`CREATE TABLE reviews (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    booking_id uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
    user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    author_name text NOT NULL,
    rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    text text CHECK (length(text) <= 2000),
    answer text CHECK (length(answer) BETWEEN 1 AND 2000),
    answered_at timestamptz,
    hidden_at timestamptz,
    hidden_reason text,
    hidden_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))
  )`,
  sql`CREATE INDEX reviews_shop_visible ON reviews (shop_id, created_at DESC) WHERE hidden_at IS NULL`,
  sql`CREATE INDEX reviews_created ON reviews (created_at DESC)`,
  sql`ALTER TABLE bookings ADD COLUMN review_requested_at timestamptz`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
