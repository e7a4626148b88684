import type { ClosureTime, closureTimeUpdateSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findClosureRow, updateClosureRow } from './closures.repo.ts';
import { presentClosure } from './present-closure.ts';
import { requireOrderedDates } from './require-ordered-dates.ts';

export async function updateClosure(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  change: z.output<typeof closureTimeUpdateSchema>,
): Promise<ClosureTime> {
  const existing = await findClosureRow(db, shopId, id);
  if (!existing) throw new AppError(ErrorCode.closureNotFound);
  const startDate = change.startDate ?? existing.start_date;
  const endDate = change.endDate ?? existing.end_date;
  requireOrderedDates(startDate, endDate);
  const row = await updateClosureRow(db, shopId, existing.id, {
    start_date: startDate,
    end_date: endDate,
    ...(change.reason !== undefined ? { reason: change.reason } : {}),
  });
  if (!row) throw new AppError(ErrorCode.closureNotFound);
  return presentClosure(row);
}
