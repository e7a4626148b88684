// A studio's team logins: POST shops/{shopId}/staff-invitations (owner), POST
// staff-invitations/accept (signed in), GET shops/{shopId}/staff (owner),
// PUT|DELETE shops/{shopId}/staff/{uid} (owner), DELETE shops/{shopId}/staff-invitations/{id} (owner).
import { z } from 'zod';
import { shopLevels } from './roles.ts';

/** How long an invitation's link stays valid. */
export const staffInvitationDays = 7;

export const staffInvitationWriteSchema = z.object({
  email: z.email().max(254),
  level: z.enum(shopLevels),
  teamMemberId: z.uuid().optional(),
});
export type StaffInvitationWrite = z.infer<typeof staffInvitationWriteSchema>;

export const staffInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    level: z.enum(shopLevels),
    teamMemberId: z.string().nullable(),
    expiresAt: z.string(),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const acceptStaffInvitationSchema = z.object({ token: z.string().min(1).max(200) });

export const staffMemberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  level: z.enum(shopLevels),
  teamMemberId: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffOverviewSchema = z.object({
  members: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const staffMemberUpdateSchema = z.object({
  level: z.enum(shopLevels),
  /** Null unlinks the calendar column; left out keeps it. */
  teamMemberId: z.uuid().nullable().optional(),
});
export type StaffMemberUpdate = z.infer<typeof staffMemberUpdateSchema>;
