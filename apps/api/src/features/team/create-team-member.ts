// The team of a shop: name (may be empty: shown as unnamed), email, phone, colour, short description.
import type { TeamMember, teamMemberWriteSchema } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { presentTeamMember } from './present-team-member.ts';
import { insertTeamMember, nextTeamMemberPosition } from './team.repo.ts';

type MemberInput = z.output<typeof teamMemberWriteSchema>;

export async function createTeamMember(
  db: Kysely<Database>,
  shopId: string,
  input: MemberInput,
): Promise<TeamMember> {
  const row = await insertTeamMember(db, shopId, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    color: input.color,
    description: input.description,
    position: input.position ?? (await nextTeamMemberPosition(db, shopId)),
  });
  return presentTeamMember(row, { withContact: true });
}
