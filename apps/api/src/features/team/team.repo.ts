import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { columnsOf, prepareStatement } from '../../db/prepared-statements.ts';
import type { Database, TeamMemberRow, TeamMembersTable } from '../../db/schema.ts';

// The public team list is a hot read: prepared once (prepared-statements.ts).
const teamOfShop = prepareStatement<{ shopId: string }, TeamMemberRow>(['shopId'], (builder, { shopId }) =>
  builder
    .selectFrom('team_members')
    .select(
      columnsOf<TeamMembersTable>({
        id: true,
        shop_id: true,
        name: true,
        email: true,
        phone: true,
        color: true,
        description: true,
        position: true,
        created_at: true,
        updated_at: true,
      }),
    )
    .where('shop_id', '=', shopId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id'),
);

/** A shop's team in the order it is offered (position, then creation). */
export function listTeamMemberRows(db: Kysely<Database>, shopId: string): Promise<TeamMemberRow[]> {
  return teamOfShop.run(db, { shopId });
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

export function insertTeamMember(
  db: Kysely<Database>,
  shopId: string,
  values: Omit<Insertable<TeamMembersTable>, 'id' | 'shop_id'>,
): Promise<TeamMemberRow> {
  return db
    .insertInto('team_members')
    .values({ ...values, id: randomUUID(), shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateTeamMemberRow(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
  changes: Updateable<TeamMembersTable>,
): Promise<TeamMemberRow | undefined> {
  return db
    .updateTable('team_members')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', memberId)
    .returningAll()
    .executeTakeFirst();
}

/** False when the shop has no such member. */
export async function deleteTeamMemberRow(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('team_members')
    .where('shop_id', '=', shopId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A team member's name, if the shop has that member. */
export async function findTeamMemberName(
  db: Kysely<Database>,
  shopId: string,
  memberId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('team_members')
    .select('name')
    .where('shop_id', '=', shopId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row?.name;
}
