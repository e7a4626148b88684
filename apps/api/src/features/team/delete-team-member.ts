import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteTeamMemberRow } from './team.repo.ts';

/**
 * Removes a member. Their treatments lose the assignment; their bookings stay, without a member
 * (staff reassign them in the calendar).
 */
export async function deleteTeamMember(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
): Promise<void> {
  if (!(await deleteTeamMemberRow(db, shopId, memberId))) throw new AppError(ErrorCode.teamMemberNotFound);
}
