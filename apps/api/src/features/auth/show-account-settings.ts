import type { AccountSettings } from '@studio/domain/account-settings-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { isLocale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserById } from './users.repo.ts';

export function presentAccountSettings(user: UserRow): AccountSettings {
  return {
    locale: isLocale(user.locale) ? user.locale : 'de',
    reviewRequestMails: user.review_request_mails,
  };
}

/** GET me/settings: the signed-in account's own settings (gone meanwhile: 9401). */
export async function showAccountSettings(db: Kysely<Database>, uid: string): Promise<AccountSettings> {
  const user = await findUserById(db, uid);
  if (!user) throw new AppError(ErrorCode.signInRequired);
  return presentAccountSettings(user);
}
