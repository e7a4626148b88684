import type { Kysely } from 'kysely';
import type { Database, TeamMemberRow } from '../../db/schema.ts';

/** A shop's team in the order it is offered (position, then creation). */
export function listTeamMemberRows(db: Kysely<Database>, shopId: string): Promise<TeamMemberRow[]> {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findTeamMemberRow(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
): Promise<TeamMemberRow | undefined> {
  return db
    .selectFrom('team_members')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Which of the given ids are members of the shop. */
export async function existingTeamMemberIds(
  db: Kysely<Database>,
  shopId: string,
  memberIds: readonly string[],
): Promise<Set<string>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('team_members')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', 'in', [...memberIds])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function nextTeamMemberPosition(db: Kysely<Database>, shopId: string): Promise<number> {
  const row = await db
    .selectFrom('team_members')
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}
