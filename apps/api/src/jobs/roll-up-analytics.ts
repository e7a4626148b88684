// The analytics rollup every 15 minutes: once a day has ended it is stored, so that a year's
// summary reads about 365 rows per shop (see features/analytics/roll-up-analytics.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rollUpAnalytics } from '../features/analytics/analytics.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export function analyticsRollupJob(db: Kysely<Database>, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'analytics-rollup',
    intervalMs: 15 * 60 * 1000,
    async run() {
      const rolled = await rollUpAnalytics(db, now());
      if (rolled) log.info({ from: rolled.from, to: rolled.to }, 'analytics days rolled up');
    },
  };
}
