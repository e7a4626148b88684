// Money vouchers lapse when their validity ends (three years to the end of the year, §195 BGB): this
// job marks them inactive and logs `expired`, every hour (each voucher once: the update only takes a
// voucher that is still active).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { expireVouchers } from '../features/vouchers/vouchers.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export function voucherExpiryJob(db: Kysely<Database>, log: JobLog, now: () => number): PeriodicJob {
  return {
    name: 'voucher-expiry',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const expired = await expireVouchers(db, new Date(now()));
      if (expired > 0) log.info({ expired }, 'expired vouchers marked inactive');
    },
  };
}
