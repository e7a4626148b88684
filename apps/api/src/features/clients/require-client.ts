import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type ClientRow, findClientRow, isServedByMember } from './clients.repo.ts';

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

/**
 * Who may see which clients: everyone of the studio (`all`), or a staff member only the clients
 * with a booking in their own column (none without a linked team member).
 */
export type ClientViewer = { all: true } | { all: false; teamMemberId: string | null };

/** The team member whose clients the viewer sees, `undefined` for all; a staff member without one sees nobody's. */
export function servedByOf(viewer: ClientViewer): string | undefined {
  if (viewer.all) return undefined;
  return viewer.teamMemberId ?? '00000000-0000-0000-0000-000000000000';
}

/** The client, when the viewer may see them; else the same 8300 as an unknown client. */
export async function requireVisibleClient(
  db: Kysely<Database>,
  shopId: string,
  clientId: string,
  viewer: ClientViewer,
): Promise<ClientRow> {
  const client = await requireClient(db, shopId, clientId);
  const servedBy = servedByOf(viewer);
  if (servedBy !== undefined && !(await isServedByMember(db, shopId, client.id, servedBy)))
    throw new AppError(ErrorCode.clientNotFound);
  return client;
}
