import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { type Backoff, countFailure, takeBackFailure } from '../../http/failure-backoff.ts';
import { rateLimitBucket } from '../../http/rate-limits.ts';
import { verifyPassword } from './passwords.ts';

/**
 * The signed-in account's current password before a password or email change: 1100 when wrong,
 * and growing waits (9429) after repeated wrong ones, so a taken-over session cannot guess it.
 */
export async function checkCurrentPassword(
  db: Kysely<Database>,
  user: UserRow,
  password: string,
  limit: Backoff,
): Promise<void> {
  const counted = await countFailure(db, rateLimitBucket('password-check', user.id), limit);
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
    throw new AppError(ErrorCode.wrongCredentials);
  }
  await takeBackFailure(db, counted);
}
