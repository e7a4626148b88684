import { randomUUID } from 'node:crypto';
import type { ShopLevel } from '@studio/domain/roles';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../../db/generated-schema.ts';
import type { Database } from '../../db/schema.ts';

export type StaffInvitationRow = Selectable<DB['staff_invitations']>;

export function insertInvitation(
  db: Kysely<Database>,
  shopId: string,
  values: {
    email: string;
    level: ShopLevel;
    teamMemberId: string | null;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
): Promise<StaffInvitationRow> {
  return db
    .insertInto('staff_invitations')
    .values({
      id: randomUUID(),
      shop_id: shopId,
      email: values.email,
      level: values.level,
      team_member_id: values.teamMemberId,
      token_hash: values.tokenHash,
      invited_by: values.invitedBy,
      expires_at: values.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findInvitationForUpdate(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markInvitationAccepted(
  db: Kysely<Database>,
  invitationId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('staff_invitations')
    .set({ accepted_at: at, accepted_by: userId })
    .where('id', '=', invitationId)
    .execute();
}

export function pendingInvitationRows(db: Kysely<Database>, shopId: string, now: Date) {
  return db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

/** False when the shop has no such open invitation. */
export async function deleteInvitationRow(
  db: Kysely<Database>,
  shopId: string,
  invitationId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('staff_invitations')
    .where('shop_id', '=', shopId)
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The shop's admins, locked until the transaction ends when asked, so that the last-owner rule holds under races. */
export function shopAdminRows(db: Kysely<Database>, shopId: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'shop_level', 'team_member_id', 'disabled'])
    .where('shop_id', '=', shopId)
    .where('role', '=', 'shopAdmin')
    .orderBy('created_at')
    .orderBy('id');
  if (options.forUpdate) query = query.forUpdate();
  return query.execute();
}

export function findAccountForInvitation(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Makes the account the shop's admin at `level`; its other sessions end when `endSessions`. */
export async function setShopAdmin(
  db: Kysely<Database>,
  userId: string,
  values: { shopId: string; level: ShopLevel; teamMemberId: string | null; endSessions: boolean },
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      role: 'shopAdmin',
      shop_id: values.shopId,
      shop_level: values.level,
      team_member_id: values.teamMemberId,
      session_generation: values.endSessions
        ? eb('session_generation', '+', 1)
        : eb.ref('session_generation'),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .execute();
}

/** The account leaves the shop's team and becomes a customer again; its sessions end. */
export async function unsetShopAdmin(db: Kysely<Database>, shopId: string, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      role: 'appUser',
      shop_id: null,
      shop_level: null,
      team_member_id: null,
      session_generation: eb('session_generation', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', userId)
    .where('shop_id', '=', shopId)
    .execute();
}
