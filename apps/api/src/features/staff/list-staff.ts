import type { StaffOverview } from '@studio/domain/staff-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentStaffInvitation, presentStaffMember } from './present-staff.ts';
import { pendingInvitationRows, shopAdminRows } from './staff.repo.ts';

/** The studio's logins with their levels, and the invitations still open. */
export async function listStaff(db: Kysely<Database>, shopId: string, now: Date): Promise<StaffOverview> {
  const [members, invitations] = await Promise.all([
    shopAdminRows(db, shopId),
    pendingInvitationRows(db, shopId, now),
  ]);
  return { members: members.map(presentStaffMember), invitations: invitations.map(presentStaffInvitation) };
}
