import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { accountScope } from './account-scope.ts';
import { findAccountRow, personRows } from './personal-data.repo.ts';

/** Everything the platform holds about the signed-in person, as one machine-readable document. */
export async function exportMyData(
  db: Kysely<Database>,
  storage: FileStorage,
  userId: string,
  now: Date,
): Promise<Record<string, unknown>> {
  const account = await findAccountRow(db, userId);
  if (!account) throw new AppError(ErrorCode.signInRequired);
  const rows = await personRows(db, storage, await accountScope(db, userId, account.email));
  return { exportedAt: now.toISOString(), account, ...rows };
}
