// Every booking made or deleted, and every move of one to another day, appends a row to
// `bookings_per_day`; a deep page of the admin's appointments sums them per day. Folding each day's
// rows into one every ten minutes keeps that sum to about one row per day.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { foldBookingsPerDay } from '../features/bookings/bookings.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

export function bookingsPerDayFoldingJob(db: Kysely<Database>, log: JobLog): PeriodicJob {
  return {
    name: 'bookings-per-day-folding',
    intervalMs: 10 * 60 * 1000,
    async run() {
      const folded = await foldBookingsPerDay(db);
      if (folded > 1_000) log.info({ folded }, 'bookings per day folded');
    },
  };
}
