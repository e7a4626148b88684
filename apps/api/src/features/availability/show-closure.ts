import type { ClosureTime } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findClosureRow } from './closures.repo.ts';
import { presentClosure } from './present-closure.ts';

export async function showClosure(db: Kysely<Database>, shopId: string, id: string): Promise<ClosureTime> {
  const row = await findClosureRow(db, shopId, id);
  if (!row) throw new AppError(ErrorCode.closureNotFound);
  return presentClosure(row);
}
