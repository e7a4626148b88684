// The analytics rollup every 15 minutes on every instance: once a day has ended it is stored, so
// that a year's summary reads about 365 rows per shop (see features/analytics/roll-up-analytics.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rollUpAnalytics } from '../features/analytics/roll-up-analytics.ts';
import { type JobLog, type ScheduledJob, scheduleJob } from './schedule-job.ts';

export function scheduleAnalyticsRollup(
  db: Kysely<Database>,
  log: JobLog,
  options: { intervalMs?: number; now?: () => number } = {},
): ScheduledJob {
  const now = options.now ?? Date.now;
  return scheduleJob(
    'analytics rollup',
    async () => {
      const rolled = await rollUpAnalytics(db, now());
      if (rolled) log.info({ from: rolled.from, to: rolled.to }, 'analytics days rolled up');
    },
    log,
    options.intervalMs ?? 15 * 60 * 1000,
  );
}
