// Money vouchers lapse when their validity ends (three years to the end of the year, §195 BGB): this
// job marks them inactive and logs `expired`, every hour on every instance (each voucher once: the
// update only takes a voucher that is still active).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { expireVouchers } from '../features/vouchers/expire-vouchers.ts';
import { type JobLog, type ScheduledJob, scheduleJob } from './schedule-job.ts';

export function scheduleVoucherExpiry(
  db: Kysely<Database>,
  log: JobLog,
  options: { intervalMs?: number; now?: () => number } = {},
): ScheduledJob {
  const now = options.now ?? Date.now;
  return scheduleJob(
    'voucher expiry',
    async () => {
      const expired = await expireVouchers(db, new Date(now()));
      if (expired > 0) log.info({ expired }, 'expired vouchers marked inactive');
    },
    log,
    options.intervalMs ?? 60 * 60 * 1000,
  );
}
