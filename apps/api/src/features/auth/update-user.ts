import { ErrorCode } from '@studio/domain/error-codes';
import type { ManagedUser, UpdateUserRequest } from '@studio/domain/users-contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database, UserUpdate } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { type AccountMail, sendVerificationMail } from './account-mails.ts';
import { revokeAuthTokens } from './auth-tokens.repo.ts';
import { findManagedUser } from './find-managed-user.ts';
import { issueLinkToken } from './link-tokens.ts';
import { presentManagedUser } from './present-user.ts';
import { checkRoleAndShop } from './user-role.ts';
import { isEmailTaken, signOutEverySession, updateUser as updateUserRow } from './users.repo.ts';

function emailTaken(cause?: unknown): AppError {
  return new AppError(ErrorCode.conflict, { problems: { email: 'emailTaken' }, cause });
}

/**
 * The global admin changes an account. Admins cannot disable themselves or give up their own
 * role (9409). A new email is unverified unless `emailVerified` says so, and gets a verification mail.
 */
export async function updateUser(
  db: Kysely<Database>,
  mail: AccountMail,
  admin: Identity,
  uid: string,
  input: UpdateUserRequest,
): Promise<ManagedUser> {
  const user = await findManagedUser(db, uid);
  const self = user.id === admin.uid;
  if (self && input.disabled === true) throw new AppError(ErrorCode.conflict);
  if (self && input.role !== undefined && input.role !== 'globalAdmin')
    throw new AppError(ErrorCode.conflict);

  const role = input.role ?? user.role;
  const shopId = input.shopId !== undefined ? input.shopId : role === 'shopAdmin' ? user.shop_id : null;
  if (role !== user.role || shopId !== user.shop_id) await checkRoleAndShop(db, role, shopId);

  const emailChanged = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged && input.email && (await isEmailTaken(db, input.email, user.id))) throw emailTaken();

  const changes: UserUpdate = { role, shop_id: shopId };
  if (input.name !== undefined) changes.name = input.name;
  if (input.email !== undefined) changes.email = input.email;
  if (input.disabled !== undefined) changes.disabled = input.disabled;
  if (input.locale !== undefined) changes.locale = input.locale;
  if (emailChanged) changes.email_verified = false;
  if (input.emailVerified !== undefined) changes.email_verified = input.emailVerified;

  const { updated, token } = await db
    .transaction()
    .execute(async (trx) => {
      let updated = await updateUserRow(trx, user.id, changes);
      // Enabling the account again later must not bring its old sessions back.
      if (input.disabled === true && !user.disabled) updated = await signOutEverySession(trx, user.id);
      if (!emailChanged) return { updated, token: undefined };
      await revokeAuthTokens(trx, user.id, 'verify_email');
      await revokeAuthTokens(trx, user.id, 'reset_password');
      const token = updated.email_verified ? undefined : await issueLinkToken(trx, user.id, 'verify_email');
      return { updated, token };
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? emailTaken(error) : error;
    });

  if (token) await sendVerificationMail(mail, updated, token);
  return presentManagedUser(updated);
}
