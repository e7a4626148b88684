// The periodic jobs run on pg-boss, a job queue kept in the database itself, on PostgreSQL and on
// embedded PGlite alike. Every instance offers each job once per interval (a "slot"); pg-boss
// keeps one job per queue and slot (`singletonSeconds`, a unique index) and hands it to exactly
// one worker (FOR UPDATE SKIP LOCKED), and the `singleton` policy lets one run of a job be active
// at a time. So however many instances share the database, each slot runs once, on one of them.
import { sql } from 'kysely';
import { type Db, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';

export interface JobLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Work that runs every `intervalMs`, on one instance at a time. */
export interface PeriodicJob {
  /** The pg-boss queue name: letters, digits, `-`. */
  name: string;
  intervalMs: number;
  run(): Promise<void>;
}

export interface JobQueue {
  /** Stops offering and taking jobs; waits (up to 30 s) for runs in progress. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for its queue's next job (pg-boss allows 0.5 and more). */
  pollingIntervalSeconds?: number;
}

/**
 * PGlite has one connection, which the application's transactions hold from BEGIN to COMMIT; the
 * queue's statements wait their turn on it rather than land inside someone's transaction.
 */
function pgliteQueueDatabase(exclusive: Extract<DatabaseHandle['access'], { kind: 'pglite' }>['exclusive']) {
  const database: Db = {
    executeSql: (text: string, values?: unknown[]) =>
      exclusive((pglite) => fromPglite(pglite).executeSql(text, values)),
  };
  return database;
}

/**
 * pg-boss keeps its tables in a schema of its own beside ours: `pgboss` next to `public`, and
 * `<schema>_pgboss` when the database URL puts us in another schema (each test worker has one).
 */
export async function queueSchemaOf(database: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_pgboss`;
}

export async function startJobQueue(
  database: DatabaseHandle,
  jobs: readonly PeriodicJob[],
  log: JobLog,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const schema = await queueSchemaOf(database);
  const { access } = database;
  const boss = new PgBoss({
    schema,
    // Our intervals are not cron's minutes, and a cron tick would not run a job at start.
    schedule: false,
    ...(access.kind === 'postgres'
      ? { connectionString: access.url, max: 3 }
      : { db: pgliteQueueDatabase(access.exclusive), backend: 'pglite' as const }),
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const timers: NodeJS.Timeout[] = [];
  let stopping = false;
  for (const job of jobs) {
    // A failed run is not retried: the next slot runs the job again anyway.
    await boss.createQueue(job.name, {
      policy: 'singleton',
      retryLimit: 0,
      deleteAfterSeconds: 24 * 60 * 60,
    });
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 }, async () => {
      try {
        await job.run();
      } catch (error) {
        log.error({ err: error, job: job.name }, `${job.name} failed`);
        throw error;
      }
    });
    const slotSeconds = Math.max(1, Math.round(job.intervalMs / 1000));
    const offer = async () => {
      if (stopping) return;
      await boss
        .send(job.name, null, { singletonSeconds: slotSeconds })
        .catch((error: unknown) =>
          log.warn({ err: error, job: job.name }, `${job.name} could not be queued`),
        );
    };
    // Started means offered for the current slot: whoever started the queue can rely on it.
    await offer();
    // Offered twice per slot, so a timer firing late never lets a slot pass without a run.
    const timer = setInterval(() => void offer(), Math.max(500, job.intervalMs / 2));
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
