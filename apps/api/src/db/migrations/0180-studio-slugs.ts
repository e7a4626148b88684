import { slugOfName } from '@studio/domain/studio-slug';
import { type Kysely, sql } from 'kysely';

// A studio's readable address (/s/{slug}). A changed slug keeps leading to its studio: the former
// ones stay in studio_former_slugs, and no studio may take a slug another one holds or held.
const statements = [
  sql`ALTER TABLE shops ADD COLUMN slug text UNIQUE`,
  sql`CREATE TABLE studio_former_slugs (
    slug text PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX studio_former_slugs_shop ON studio_former_slugs (shop_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
  // Existing studios get the slug of their name, oldest first; a repeated one gets -2, -3, …
  const { rows } = await sql<{
    id: string;
    name: string;
  }>`SELECT id, name FROM shops ORDER BY created_at, id`.execute(db);
  const taken = new Set<string>();
  for (const row of rows) {
    const base = slugOfName(row.name);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 55)}-${n}`;
    taken.add(slug);
    await sql`UPDATE shops SET slug = ${slug} WHERE id = ${row.id}`.execute(db);
  }
}
