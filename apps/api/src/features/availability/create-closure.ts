// Closure times (whole local days); they disappear 48 hours after their end (jobs/cleanup-closures.ts).
import type { ClosureTime, closureTimeWriteSchema } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { insertClosure } from './closures.repo.ts';
import { presentClosure } from './present-closure.ts';
import { requireOrderedDates } from './require-ordered-dates.ts';

export async function createClosure(
  db: Kysely<Database>,
  shopId: string,
  input: z.output<typeof closureTimeWriteSchema>,
): Promise<ClosureTime> {
  requireOrderedDates(input.startDate, input.endDate);
  const row = await insertClosure(db, shopId, {
    start_date: input.startDate,
    end_date: input.endDate,
    reason: input.reason,
  });
  return presentClosure(row);
}
