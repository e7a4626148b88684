// Presents an embedded PGlite database as the small pool interface Kysely's PostgresDialect expects.
// PGlite has a single connection, so the pool hands it to one borrower at a time: a transaction
// holds it from BEGIN to COMMIT and other work waits its turn.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const commandPattern = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i;

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const match = commandPattern.exec(sql);
  return (match?.[1]?.toUpperCase() ?? 'SELECT') as PostgresQueryResult<unknown>['command'];
}

export interface PglitePool extends PostgresPool {
  /** Runs `work` on the connection while nobody else borrows it (the job queue's own statements). */
  exclusive<T>(work: (database: PGlite) => Promise<T>): Promise<T>;
}

export function createPglitePool(database: PGlite): PglitePool {
  let tail: Promise<void> = Promise.resolve();

  const pool: PglitePool = {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = tail;
      tail = previous.then(() => turn);
      await previous;

      let released = false;
      return {
        async query<R>(sql: string, parameters: readonly unknown[]) {
          const result = await database.query<R>(sql, parameters as unknown[]);
          return {
            command: commandOf(sql),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          } as PostgresQueryResult<R>;
        },
        release() {
          if (released) return;
          released = true;
          release();
        },
      } as PostgresPoolClient;
    },
    options: {},
    async exclusive(work) {
      const client = await pool.connect();
      try {
        return await work(database);
      } finally {
        client.release();
      }
    },
    async end() {
      await tail;
      await database.close();
    },
  };
  return pool;
}
