import type { TeamMember, teamMemberUpdateSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentTeamMember } from './present-team-member.ts';
import { updateTeamMemberRow } from './team.repo.ts';

type MemberChange = z.output<typeof teamMemberUpdateSchema>;

export async function updateTeamMember(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  change: MemberChange,
): Promise<TeamMember> {
  const row = await updateTeamMemberRow(db, shopId, memberId, {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.email !== undefined ? { email: change.email } : {}),
    ...(change.phone !== undefined ? { phone: change.phone } : {}),
    ...(change.color !== undefined ? { color: change.color } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    ...(change.position !== undefined ? { position: change.position } : {}),
  });
  if (!row) throw new AppError(ErrorCode.teamMemberNotFound);
  return presentTeamMember(row, { withContact: true });
}
