import type { OkResponse, VerifyEmailRequest } from '@studio/domain/auth-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { useLinkToken } from './link-tokens.ts';
import { updateUser } from './users.repo.ts';

/** Uses up a verification token and marks its account's email verified. */
export async function verifyEmail(db: Kysely<Database>, input: VerifyEmailRequest): Promise<OkResponse> {
  await db.transaction().execute(async (trx) => {
    const userId = await useLinkToken(trx, input.token, 'verify_email');
    await updateUser(trx, userId, { email_verified: true });
  });
  return { ok: true };
}
