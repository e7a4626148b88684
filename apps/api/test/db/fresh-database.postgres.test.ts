// A production database starts empty: no extension installed beforehand (the test platform installs
// them once for its workers), and the API may work in a schema other than public.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `fresh_migrate_${process.pid}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('migrating a fresh PostgreSQL database', () => {
  afterAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it('should run every migration in a schema of its own with no extension installed before', async () => {
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    const setup = new pg.Client({ connectionString: url.toString() });
    await setup.connect();
    await setup.query('CREATE SCHEMA studio');
    await setup.end();

    const handle = await openDatabase({ databaseUrl: url.toString(), schema: 'studio', poolSize: 2 });
    try {
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes
        WHERE schemaname = 'studio'
          AND indexname IN ('clients_search', 'users_email_trgm_idx', 'shops_name_trgm_idx')`.execute(
        handle.db,
      );
      expect(rows.map((row) => row.indexname).sort()).toEqual([
        'clients_search',
        'shops_name_trgm_idx',
        'users_email_trgm_idx',
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('should run a migration that arrives after the database ran higher-numbered ones', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${databaseName}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), schema: 'studio', poolSize: 2 });
    try {
      // As a database looks that was migrated before the favourites' migration existed.
      await sql`DROP TABLE favourite_studios`.execute(handle.db);
      await sql`DELETE FROM kysely_migration WHERE name = '0121-favourite-studios'`.execute(handle.db);
      await migrateToLatest(handle.db);
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration
        WHERE name = '0121-favourite-studios'`.execute(handle.db);
      expect(rows).toHaveLength(1);
      await sql`SELECT user_id FROM favourite_studios`.execute(handle.db);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
