import type { ShopLevel } from '@studio/domain/roles';
import type { StaffInvitation, StaffMember } from '@studio/domain/staff-contract';
import type { StaffInvitationRow } from './staff.repo.ts';
import { levelOf } from './staff-levels.ts';

export function presentStaffInvitation(row: StaffInvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    level: row.level as ShopLevel,
    teamMemberId: row.team_member_id,
    expiresAt: row.expires_at.toISOString(),
  };
}

export function presentStaffMember(row: {
  id: string;
  name: string;
  email: string;
  shop_level: string | null;
  team_member_id: string | null;
}): StaffMember {
  return {
    uid: row.id,
    name: row.name,
    email: row.email,
    level: levelOf(row),
    teamMemberId: row.team_member_id,
  };
}
