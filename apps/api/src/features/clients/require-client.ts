import { ErrorCode } from '@studio/domain/error-catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type ClientRow, findClientRow } from './clients.repo.ts';

/**
 * The client as the studio sees it: a record merged into another answers as that one (a link kept
 * from before the merge still opens the right card). Unknown → 8300.
 */
export async function requireClient(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClientRow> {
  const row = await findClientRow(db, shopId, clientId, options);
  if (!row) throw new AppError(ErrorCode.clientNotFound);
  if (!row.merged_into_id) return row;
  const survivor = await findClientRow(db, shopId, row.merged_into_id, options);
  if (!survivor) throw new AppError(ErrorCode.clientNotFound);
  return survivor;
}
