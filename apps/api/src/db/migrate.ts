// Versioned migrations, applied in name order at start. Add a file, then list it here.
import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as foundation from './migrations/0001-foundation.ts';

const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  db: Kysely<any>,
): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
