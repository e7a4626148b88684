import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteInvitationRow } from './staff.repo.ts';

/** Withdraws an open invitation: its link stops working. Unknown or already accepted → 8303. */
export async function revokeStaffInvitation(
  db: Kysely<Database>,
  shopId: string,
  invitationId: string,
): Promise<void> {
  if (!(await deleteInvitationRow(db, shopId, invitationId))) throw new AppError(ErrorCode.invitationInvalid);
}
