import { type Kysely, sql } from 'kysely';

// The studios a customer keeps as favourites. Leaving the platform (the user row goes) or a studio
// going away takes the marks with it.
const statements = [
  sql`CREATE TABLE favourite_studios (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, shop_id)
  )`,
  sql`CREATE INDEX favourite_studios_shop ON favourite_studios (shop_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
