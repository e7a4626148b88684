// The team of a shop (spec §3 "Team member"): name (may be empty: shown as unnamed), email,
// phone, colour, short description.
import { randomUUID } from 'node:crypto';
import type {
  TeamMember,
  teamMemberUpdateSchema,
  teamMemberWriteSchema,
} from '@studio/domain/booking-contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from './booking-ids.ts';
import { presentTeamMember } from './booking-presenters.ts';
import { findTeamMemberRow, listTeamMemberRows, nextTeamMemberPosition } from './team-members.repo.ts';

type MemberInput = z.output<typeof teamMemberWriteSchema>;
type MemberChange = z.output<typeof teamMemberUpdateSchema>;

export async function listTeamMembers(
  db: Kysely<Database>,
  shopId: string,
  options: { withContact: boolean },
): Promise<TeamMember[]> {
  const rows = await listTeamMemberRows(db, shopId);
  return rows.map((row) => presentTeamMember(row, options));
}

export async function showTeamMember(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  options: { withContact: boolean },
): Promise<TeamMember> {
  const row = isUuid(memberId) ? await findTeamMemberRow(db, shopId, memberId) : undefined;
  if (!row) throw new AppError(8010);
  return presentTeamMember(row, options);
}

export async function createTeamMember(
  db: Kysely<Database>,
  shopId: string,
  input: MemberInput,
): Promise<TeamMember> {
  const row = await db
    .insertInto('team_members')
    .values({
      id: randomUUID(),
      shop_id: shopId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      color: input.color,
      description: input.description,
      position: input.position ?? (await nextTeamMemberPosition(db, shopId)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentTeamMember(row, { withContact: true });
}

export async function updateTeamMember(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  change: MemberChange,
): Promise<TeamMember> {
  if (!isUuid(memberId)) throw new AppError(8010);
  const row = await db
    .updateTable('team_members')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.email !== undefined ? { email: change.email } : {}),
      ...(change.phone !== undefined ? { phone: change.phone } : {}),
      ...(change.color !== undefined ? { color: change.color } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.position !== undefined ? { position: change.position } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('shop_id', '=', shopId)
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(8010);
  return presentTeamMember(row, { withContact: true });
}

/**
 * Removes a member. Their treatments lose the assignment; their bookings stay, without a member
 * (staff reassign them in the calendar).
 */
export async function deleteTeamMember(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
): Promise<void> {
  if (!isUuid(memberId)) throw new AppError(8010);
  const result = await db
    .deleteFrom('team_members')
    .where('shop_id', '=', shopId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(8010);
}
