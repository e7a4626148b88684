import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findSessionAccount } from './users.repo.ts';

/** 1102 unless the caller's email address is verified (guests never are), e.g. before creating a studio. */
export async function requireVerifiedEmail(db: Kysely<Database>, identity: Identity): Promise<void> {
  const account = await findSessionAccount(db, identity.uid);
  if (!account) throw new AppError(ErrorCode.signInRequired);
  if (account.guest || !account.email_verified) throw new AppError(ErrorCode.emailNotVerified);
}
