import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteClosureRow } from './closures.repo.ts';

export async function deleteClosure(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  if (!(await deleteClosureRow(db, shopId, id))) throw new AppError(ErrorCode.closureNotFound);
}
