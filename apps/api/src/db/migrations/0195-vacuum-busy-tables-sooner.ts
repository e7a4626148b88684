import { type Kysely, sql } from 'kysely';

// Lists page and count from their indexes alone only where the visibility map says a page holds
// no changed rows. Every upcoming booking is updated once a day ahead (its reminder) and accounts
// on each sign-in; by default a table is vacuumed only after a fifth of it changed, which at two
// million bookings left the reminders of days in the map's way (an appointments page 100,000 deep
// fetched 36,000 table rows: 47 ms, 20 ms after a vacuum). Vacuum these two after a few thousand
// changed or added rows instead; it skips the pages the map already marks, so a run stays short.
const busyTables = ['bookings', 'users'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of busyTables) {
    await sql`ALTER TABLE ${sql.table(table)} SET (
      autovacuum_vacuum_scale_factor = 0.002,
      autovacuum_vacuum_threshold = 1000,
      autovacuum_vacuum_insert_scale_factor = 0.002,
      autovacuum_vacuum_insert_threshold = 1000,
      autovacuum_analyze_scale_factor = 0.01
    )`.execute(db);
  }
}
