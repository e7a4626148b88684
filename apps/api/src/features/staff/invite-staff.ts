import { createHash, randomBytes } from 'node:crypto';
import type { StaffInvitation, StaffInvitationWrite } from '@studio/domain/staff-contract';
import { staffInvitationDays } from '@studio/domain/staff-contract';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Database, ShopRow } from '../../db/schema.ts';
import { requireTeamMemberOfShop } from '../team/team.public.ts';
import { presentStaffInvitation } from './present-staff.ts';
import { insertInvitation } from './staff.repo.ts';
import { sendStaffInvitationMail } from './staff-invitation-mail.ts';

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Invites someone by email at a level, optionally linked to their calendar column; mails the link. */
export async function inviteStaff(
  db: Kysely<Database>,
  mail: MailContext,
  shop: ShopRow,
  invitedBy: string,
  input: StaffInvitationWrite,
  locale: string,
  now: Date,
): Promise<StaffInvitation> {
  const teamMemberId = input.teamMemberId
    ? await requireTeamMemberOfShop(db, shop.id, input.teamMemberId)
    : null;
  const token = randomBytes(32).toString('base64url');
  const row = await insertInvitation(db, shop.id, {
    email: input.email.toLowerCase(),
    level: input.level,
    teamMemberId,
    tokenHash: invitationTokenHash(token),
    invitedBy,
    expiresAt: new Date(now.getTime() + staffInvitationDays * 86_400_000),
  });
  await sendStaffInvitationMail(
    mail,
    { email: row.email, level: input.level, token, days: staffInvitationDays },
    shop,
    locale,
  );
  return presentStaffInvitation(row);
}
