import { type Kysely, sql } from 'kysely';

// The studio's legal details for its imprint (legal name, representative, address, contact, register,
// VAT id), one JSON value written and read whole; null until the studio enters them. Coordinates get
// an index for the consumer search's distance filter (a bounding box on latitude, then longitude).
const statements = [
  sql`ALTER TABLE shops ADD COLUMN legal jsonb`,
  sql`CREATE INDEX shops_active_location ON shops (latitude, longitude) WHERE status = 'active' AND latitude IS NOT NULL AND longitude IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
