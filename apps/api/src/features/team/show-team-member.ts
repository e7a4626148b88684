import type { TeamMember } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentTeamMember } from './present-team-member.ts';
import { findTeamMemberRow } from './team.repo.ts';

export async function showTeamMember(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  options: { withContact: boolean },
): Promise<TeamMember> {
  const row = await findTeamMemberRow(db, shopId, memberId);
  if (!row) throw new AppError(ErrorCode.teamMemberNotFound);
  return presentTeamMember(row, options);
}
