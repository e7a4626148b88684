// Every start migrates to the latest version: an up-to-date database only has its applied
// migrations compared (the start of the embedded database is not spent on the migrator's own
// bookkeeping), while a database that lacks one or has run an unknown one still goes to the migrator.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrateTo, migrateToLatest } from '../../src/db/migrate.ts';
import { openTestDatabase } from '../support/test-platform.ts';

// Each test migrates fresh databases of its own: slow on a busy machine.
const migratingTimeout = 120_000;
const opened: DatabaseHandle[] = [];

async function freshDatabase(name: string): Promise<DatabaseHandle> {
  const database = await openTestDatabase(name, 2);
  opened.push(database);
  return database;
}

async function appliedNames(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
    database.db,
  );
  return rows.map((row) => row.name);
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
});

describe('migrateToLatest', () => {
  it(
    'should leave an up-to-date database to a comparison of names, without the migrator',
    async () => {
      const database = await freshDatabase('migrate_up_to_date');
      await migrateToLatest(database.db);
      // The migrator creates its lock table whenever it runs: gone, it tells whether it ran again.
      await sql`DROP TABLE kysely_migration_lock`.execute(database.db);

      await migrateToLatest(database.db);

      const { rows } = await sql<{ table: string | null }>`
      SELECT to_regclass('kysely_migration_lock')::text AS table`.execute(database.db);
      expect(rows[0]?.table).toBeNull();
    },
    migratingTimeout,
  );

  it(
    'should still apply the migrations a database lacks',
    async () => {
      const latest = await freshDatabase('migrate_latest');
      await migrateToLatest(latest.db);
      const behind = await freshDatabase('migrate_behind');
      await migrateTo(behind.db, '0001-foundation');

      await migrateToLatest(behind.db);

      expect(await appliedNames(behind)).toEqual(await appliedNames(latest));
    },
    migratingTimeout,
  );

  it(
    'should refuse a database that has run a migration this version does not know',
    async () => {
      const database = await freshDatabase('migrate_unknown');
      await migrateToLatest(database.db);
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('9999-from-a-newer-version', now()::text)`.execute(
        database.db,
      );

      await expect(migrateToLatest(database.db)).rejects.toThrow(/9999-from-a-newer-version/);
    },
    migratingTimeout,
  );
});
