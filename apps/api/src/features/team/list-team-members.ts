import type { TeamMember } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentTeamMember } from './present-team-member.ts';
import { listTeamMemberRows } from './team.repo.ts';

export async function listTeamMembers(
  db: Kysely<Database>,
  shopId: string,
  options: { withContact: boolean },
): Promise<TeamMember[]> {
  const rows = await listTeamMemberRows(db, shopId);
  return rows.map((row) => presentTeamMember(row, options));
}
