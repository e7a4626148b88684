import type { AccountSettings, AccountSettingsChange } from '@studio/domain/account-settings-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, UserUpdate } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentAccountSettings } from './show-account-settings.ts';
import { findUserById, updateUser } from './users.repo.ts';

/**
 * PATCH me/settings: the signed-in account changes its own mail language or switches the review
 * request mails; only its own row, whatever the request carries.
 */
export async function changeAccountSettings(
  db: Kysely<Database>,
  uid: string,
  input: AccountSettingsChange,
): Promise<AccountSettings> {
  const user = await findUserById(db, uid);
  if (!user) throw new AppError(ErrorCode.signInRequired);
  const changes: UserUpdate = {};
  if (input.locale !== undefined) changes.locale = input.locale;
  if (input.reviewRequestMails !== undefined) changes.review_request_mails = input.reviewRequestMails;
  if (Object.keys(changes).length === 0) return presentAccountSettings(user);
  return presentAccountSettings(await updateUser(db, user.id, changes));
}
