// The one database handle: embedded PGlite when DATABASE_URL is unset, a PostgreSQL server otherwise.
// Both speak the same dialect and run the same migrations.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { createPglitePool, type PglitePool } from './pglite-pool.ts';
import { preparedStatementName } from './prepared-statements.ts';
import type { Database } from './schema.ts';
import { currentCancellationScope } from './statement-cancellation.ts';

// Same value types from both drivers: calendar dates and wall-clock times stay strings (no
// time-zone shifts), 64-bit integers become numbers (we only use them for counts and ids).
const OID = { int8: 20, date: 1082, time: 1083 } as const;
const identity = (value: string) => value;

pg.types.setTypeParser(OID.int8, (value) => Number(value));
pg.types.setTypeParser(OID.date, identity);
pg.types.setTypeParser(OID.time, identity);

export type DatabaseKind = 'pglite' | 'postgres';

/** How a second client, the job queue (pg-boss), reaches the same database. */
export type DatabaseAccess =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; exclusive: PglitePool['exclusive'] };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  access: DatabaseAccess;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database, or `memory://` to keep it in memory. */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (tests give each worker its own). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL only: each connection cancels a statement running longer (0 or none: no limit). */
  statementTimeoutMs?: number;
}

/**
 * Hands Kysely pg's connections, sending the prepared hot reads as named statements (parsed once per
 * connection). A connection is taken at its first statement: a hot statement on its own (not in a
 * transaction, which starts with BEGIN) runs on `hot`, everything else on `pool`. By default
 * PostgreSQL plans a named statement anew for each call whenever that looks cheaper than its generic
 * plan, and for the free-time read it always did: 0.61 ms of the database's CPU per call, against
 * 0.19 ms with the generic plan that `hot`'s connections always use. That setting would give
 * unnamed statements (each planned once, for its values) a generic plan too: none run there.
 */
function namingPreparedStatements(pool: pg.Pool, hot: pg.Pool): PostgresPool {
  return {
    async connect() {
      // A request's statements are cancelled when its client disconnects (statement-cancellation.ts).
      const scope = currentCancellationScope();
      let taking: Promise<pg.PoolClient> | undefined;
      const take = (from: pg.Pool) => {
        taking ??= from.connect().then((client) => {
          scope?.track(client, from.options);
          return client;
        });
        return taking;
      };
      return {
        async query(sql: unknown, parameters: unknown[]) {
          const name = typeof sql === 'string' ? preparedStatementName(sql) : undefined;
          const client = await take(name ? hot : pool);
          return name
            ? client.query({ name, text: sql as string, values: parameters })
            : client.query(sql as string, parameters);
        },
        // Kysely asks to end a connection whose rollback failed rather than hand it on.
        release(destroy?: boolean) {
          void taking?.then(
            (client) => (scope ? scope.release(client, destroy) : client.release(destroy)),
            // Never taken: the statement that asked for it has already failed.
            () => undefined,
          );
        },
      } as unknown as PostgresPoolClient;
    },
    end: async () => {
      await Promise.all([pool.end(), hot.end()]);
    },
    options: pool.options,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const poolSize = options.poolSize ?? 10;
    const connections = (max: number, settings: string[]) =>
      new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
        // The app's statements are short: compiling one (JIT) costs tens of milliseconds whenever the
        // planner's estimate crosses the threshold on a large table, more than it ever saves here.
        options: [
          '-c jit=off',
          ...settings,
          ...(options.schema ? [`-c search_path=${options.schema}`] : []),
        ].join(' '),
      });
    const pool = connections(poolSize, []);
    // Each hot statement is short and runs alone: half as many connections serve them.
    const hot = connections(Math.ceil(poolSize / 2), ['-c plan_cache_mode=force_generic_plan']);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: namingPreparedStatements(pool, hot) }),
    });
    return {
      db,
      kind: 'postgres',
      access: { kind: 'postgres', url: options.databaseUrl },
      close: () => db.destroy(),
    };
  }

  const dataDir = options.dataDir ?? './data';
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = resolve(dataDir, 'db');
    await mkdir(location, { recursive: true });
  }
  const embedded = await PGlite.create(location, {
    // The bookings' exclusion constraint needs btree_gist (migration 0004 creates the extension),
    // searching lists and clients pg_trgm (migrations 0140, 0190).
    extensions: { btree_gist, pg_trgm },
    parsers: {
      [OID.int8]: (value: string) => Number(value),
      [OID.date]: identity,
      [OID.time]: identity,
    },
  });
  const pool = createPglitePool(embedded);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    access: { kind: 'pglite', exclusive: pool.exclusive },
    close: () => db.destroy(),
  };
}
