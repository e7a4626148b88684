// Closure times and booking rules disappear 48 hours after their end (spec §4, §9): the end is
// the end of the end date in the shop's time zone. Runs every 15 minutes on every instance; rows
// are claimed with FOR UPDATE SKIP LOCKED, so instances running at once never wait on or fight
// over the same rows.
import { localTimeToInstant } from '@studio/domain/slot-engine';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export const closureRetentionMs = 48 * 60 * 60 * 1000;
const batchSize = 500;

export interface CleanupResult {
  unavailabilities: number;
  bookingRules: number;
}

function nextDay(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Whether a period ending on `endDate` (inclusive, local) ended more than 48 hours before `now`. */
export function isPastRetention(endDate: string, timezone: string, now: number): boolean {
  return localTimeToInstant(nextDay(endDate), '00:00', timezone) + closureRetentionMs <= now;
}

async function deleteExpired(
  db: Kysely<Database>,
  table: 'unavailabilities' | 'booking_rules',
  now: number,
): Promise<number> {
  // A period can only be 48 hours past its local end once its end date lies before today in UTC
  // (time zones are at most 14 hours away), so this narrows the candidates; the exact test is per shop.
  const before = new Date(now).toISOString().slice(0, 10);
  let deleted = 0;
  for (;;) {
    const claimed = await db.transaction().execute(async (trx) => {
      const { rows: candidates } = await sql<{ id: string; end_date: string; timezone: string }>`
        SELECT t.id, t.end_date, s.timezone
        FROM ${sql.table(table)} AS t JOIN shops AS s ON s.id = t.shop_id
        WHERE t.end_date IS NOT NULL AND t.end_date < ${before}
        ORDER BY t.end_date
        LIMIT ${batchSize}
        FOR UPDATE OF t SKIP LOCKED`.execute(trx);
      const expired = candidates
        .filter((row) => isPastRetention(row.end_date, row.timezone, now))
        .map((row) => row.id);
      if (expired.length > 0) {
        await sql`DELETE FROM ${sql.table(table)} WHERE id IN (${sql.join(expired)})`.execute(trx);
      }
      return { seen: candidates.length, deleted: expired.length };
    });
    deleted += claimed.deleted;
    if (claimed.seen < batchSize || claimed.deleted === 0) return deleted;
  }
}

/** Deletes the closure times and booking rules that ended more than 48 hours before `now`. */
export async function deleteExpiredClosures(db: Kysely<Database>, now: number): Promise<CleanupResult> {
  return {
    unavailabilities: await deleteExpired(db, 'unavailabilities', now),
    bookingRules: await deleteExpired(db, 'booking_rules', now),
  };
}

export interface CleanupLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ScheduledJob {
  /** Stops the schedule and waits for a run in progress. */
  stop(): Promise<void>;
}

/** Runs the cleanup now and then every `intervalMs` until stopped. */
export function scheduleClosureCleanup(
  db: Kysely<Database>,
  log: CleanupLog,
  options: { intervalMs?: number; now?: () => number } = {},
): ScheduledJob {
  const intervalMs = options.intervalMs ?? 15 * 60 * 1000;
  const now = options.now ?? Date.now;
  let running: Promise<void> | undefined;
  let stopped = false;

  const run = () => {
    if (stopped || running) return;
    running = deleteExpiredClosures(db, now())
      .then((result) => {
        if (result.unavailabilities + result.bookingRules > 0) {
          log.info({ ...result }, 'expired closure times and booking rules deleted');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'closure cleanup failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
