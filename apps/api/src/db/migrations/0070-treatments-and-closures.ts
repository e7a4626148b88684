import { type Kysely, sql } from 'kysely';

// One name for each thing: the studio's offer is a treatment, a time the studio is shut a closure.
// Tables and columns are renamed in place (their rows, keys and references stay), and so are the
// constraints, indexes and triggers named after them, found in the catalogue so that whatever an
// earlier migration added under the old names moves along. Function bodies are text: the one that
// names the old tables is written anew.
const tables: [string, string][] = [
  ['services', 'treatments'],
  ['service_team_members', 'treatment_team_members'],
  ['service_extras', 'treatment_extras'],
  ['booking_services', 'booking_treatments'],
  ['unavailabilities', 'closures'],
];

/** The name a constraint, index or trigger gets: its table's new name and treatment for service. */
function renamed(name: string): string {
  return name
    .replace(/unavailabilities/g, 'closures')
    .replace(/services/g, 'treatments')
    .replace(/service/g, 'treatment');
}

async function namesOn(db: Kysely<unknown>, kind: 'constraint' | 'index' | 'trigger', table: string) {
  const query =
    kind === 'constraint'
      ? sql<{ name: string }>`SELECT c.conname AS name FROM pg_constraint c
          JOIN pg_class t ON t.oid = c.conrelid
          WHERE t.relname = ${table} AND t.relnamespace = current_schema()::regnamespace`
      : kind === 'index'
        ? sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
            WHERE tablename = ${table} AND schemaname = current_schema()`
        : sql<{ name: string }>`SELECT g.tgname AS name FROM pg_trigger g
            JOIN pg_class t ON t.oid = g.tgrelid
            WHERE t.relname = ${table} AND t.relnamespace = current_schema()::regnamespace
              AND NOT g.tgisinternal`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [from, to] of tables) {
    await sql`ALTER TABLE ${sql.table(from)} RENAME TO ${sql.table(to)}`.execute(db);
  }
  for (const table of ['treatment_team_members', 'treatment_extras', 'booking_treatments']) {
    await sql`ALTER TABLE ${sql.table(table)} RENAME COLUMN service_id TO treatment_id`.execute(db);
  }
  for (const [, table] of tables) {
    // Renaming a constraint renames the index behind it (keys, uniques), so indexes come after.
    for (const name of await namesOn(db, 'constraint', table)) {
      if (renamed(name) !== name) {
        await sql`ALTER TABLE ${sql.table(table)} RENAME CONSTRAINT ${sql.id(name)} TO ${sql.id(renamed(name))}`.execute(
          db,
        );
      }
    }
    for (const name of await namesOn(db, 'index', table)) {
      if (renamed(name) !== name)
        await sql`ALTER INDEX ${sql.id(name)} RENAME TO ${sql.id(renamed(name))}`.execute(db);
    }
    for (const name of await namesOn(db, 'trigger', table)) {
      if (renamed(name) !== name) {
        await sql`ALTER TRIGGER ${sql.id(name)} ON ${sql.table(table)} RENAME TO ${sql.id(renamed(name))}`.execute(
          db,
        );
      }
    }
  }
  // Who performs a treatment: the shop is the treatment's (gone already when a treatment's deletion
  // cascades here, and then the treatment's own trigger has bumped it).
  await sql`CREATE OR REPLACE FUNCTION availability_assignment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM bump_availability_version(shop_id) FROM treatments WHERE id = OLD.treatment_id;
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM bump_availability_version(shop_id) FROM treatments WHERE id = NEW.treatment_id;
      END IF;
      RETURN NULL;
    END
  $$`.execute(db);
}
