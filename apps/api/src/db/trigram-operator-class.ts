import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * pg_trgm's index operator class, named in the schema the extension actually lives in: public on a
 * fresh database, but an older database may have it in the schema it was first installed into.
 */
export async function trigramOperatorClass(db: Kysely<unknown>): Promise<RawBuilder<unknown>> {
  const { rows } = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_opclass c
    JOIN pg_namespace n ON n.oid = c.opcnamespace WHERE c.opcname = 'gin_trgm_ops' LIMIT 1`.execute(db);
  return sql.id(rows[0]?.schema ?? 'public', 'gin_trgm_ops');
}
