import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type PeriodicJob, queueSchemaOf, startJobQueue } from '../../src/jobs/job-queue.ts';
import { getTestPlatform } from '../support/test-platform.ts';

const errors: unknown[] = [];
const log = {
  info: () => undefined,
  warn: (details: unknown) => errors.push(details),
  error: (details: unknown) => errors.push(details),
};
const week = 7 * 24 * 60 * 60 * 1000;

/** The jobs pg-boss holds in a queue, whatever their state. */
async function jobsQueuedAs(name: string): Promise<number> {
  const { database } = await getTestPlatform();
  const table = sql.table(`${await queueSchemaOf(database)}.job`);
  const { rows } = await sql<{
    jobs: number;
  }>`SELECT count(*)::int AS jobs FROM ${table} WHERE name = ${name}`.execute(database.db);
  return rows[0]?.jobs ?? 0;
}

describe('the job queue', () => {
  it('should run a job once per slot however many instances offer it', async () => {
    const { database } = await getTestPlatform();
    let runs = 0;
    // A week-long slot: the test never straddles two.
    const job: PeriodicJob = {
      name: `once-${randomUUID()}`,
      intervalMs: week,
      run: async () => {
        runs += 1;
      },
    };
    const instances = await Promise.all(
      [1, 2, 3].map(() => startJobQueue(database, [job], log, { pollingIntervalSeconds: 0.5 })),
    );
    try {
      await expect.poll(() => runs, { timeout: 15_000 }).toBe(1);
      // Every instance offers again (a started queue has offered its jobs): the slot keeps its one
      // job, so there is nothing left for any worker to run.
      const again = await Promise.all(
        instances.map(() => startJobQueue(database, [job], log, { pollingIntervalSeconds: 0.5 })),
      );
      await Promise.all(again.map((instance) => instance.stop()));
      expect(await jobsQueuedAs(job.name)).toBe(1);
      expect(runs).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
    expect(errors).toEqual([]);
  });

  it('should log a failed run and keep the queue working for other jobs', async () => {
    const { database } = await getTestPlatform();
    const failures: string[] = [];
    const failing: PeriodicJob = {
      name: `failing-${randomUUID()}`,
      intervalMs: week,
      run: async () => {
        throw new Error('the job broke');
      },
    };
    let healthyRuns = 0;
    const healthy: PeriodicJob = {
      name: `healthy-${randomUUID()}`,
      intervalMs: week,
      run: async () => {
        healthyRuns += 1;
      },
    };
    const queue = await startJobQueue(
      database,
      [failing, healthy],
      { ...log, error: (_details, message) => failures.push(message) },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await expect.poll(() => failures, { timeout: 15_000 }).toContain(`${failing.name} failed`);
      await expect.poll(() => healthyRuns, { timeout: 15_000 }).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});
