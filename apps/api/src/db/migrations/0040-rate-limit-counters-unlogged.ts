import { type Kysely, sql } from 'kysely';

// Rate-limit counters are written on every limited request (each free-time search counts one
// hit). They need no write-ahead log: a crash only forgets the current windows' counts (at most
// a window's attempts granted again; a standby has none, so after a failover the windows start
// afresh), while each logged write cost a WAL flush, the commit's wait
// for the disk and the WAL writer's work. Every instance still shares the one table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rate_limit_counters SET UNLOGGED`.execute(db);
}
