import type { LoginResponse } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { ShopLevel } from '@studio/domain/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionTokens } from '../../http/session-tokens.ts';
import { presentSessionUser } from '../auth/auth.public.ts';
import { invitationTokenHash } from './invite-staff.ts';
import {
  findAccountForInvitation,
  findInvitationForUpdate,
  markInvitationAccepted,
  setShopAdmin,
  shopAdminRows,
} from './staff.repo.ts';
import { requireAnotherOwner } from './staff-levels.ts';

/**
 * The signed-in account joins the inviting studio's team at the invitation's level and answers a
 * fresh session. The account's email must be the invited one (403); an unknown, used or expired
 * token 8303; an admin of another studio or a global admin 409 / 403.
 */
export async function acceptStaffInvitation(
  db: Kysely<Database>,
  tokens: SessionTokens,
  userId: string,
  token: string,
  now: Date,
): Promise<LoginResponse> {
  const user = await inTransaction(db, async (trx) => {
    const invitation = await findInvitationForUpdate(trx, invitationTokenHash(token));
    if (!invitation || invitation.accepted_at || invitation.expires_at <= now)
      throw new AppError(ErrorCode.invitationInvalid);
    const account = await findAccountForInvitation(trx, userId);
    if (!account || account.guest || account.role === 'globalAdmin') throw new AppError(ErrorCode.forbidden);
    if (account.email.toLowerCase() !== invitation.email) throw new AppError(ErrorCode.forbidden);
    if (account.role === 'shopAdmin' && account.shop_id !== invitation.shop_id)
      throw new AppError(ErrorCode.conflict);
    const level = invitation.level as ShopLevel;
    if (account.role === 'shopAdmin' && level !== 'owner') {
      requireAnotherOwner(await shopAdminRows(trx, invitation.shop_id, { forUpdate: true }), account.id);
    }
    await setShopAdmin(trx, account.id, {
      shopId: invitation.shop_id,
      level,
      teamMemberId: invitation.team_member_id,
      endSessions: false,
    });
    await markInvitationAccepted(trx, invitation.id, account.id, now);
    const joined = await findAccountForInvitation(trx, userId);
    if (!joined) throw new AppError(ErrorCode.internalError);
    return joined;
  });
  const session = await tokens.sign({
    uid: user.id,
    role: user.role,
    shopId: user.shop_id,
    generation: user.session_generation,
  });
  return { token: session, user: presentSessionUser(user) };
}
