import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RateLimits } from '../../http/rate-limits.ts';
import { countAttempt } from './attempt-limits.ts';

export interface AccountMailRequest {
  ip: string;
  limits: Pick<RateLimits, 'mailPerAddress' | 'mailPerAddressAndIp' | 'mailPerIp'>;
  /** Settles once the answer is out; the account lookup and the mail wait for it. */
  answered: Promise<void>;
}

/**
 * Counts a request for an account mail (reset or verification link) by the address asked for,
 * known or not, so the limit reveals nothing about accounts; 9429 when one limit refuses.
 */
export async function countAccountMailRequest(
  db: Kysely<Database>,
  kind: 'reset-mail' | 'verify-mail',
  email: string,
  request: AccountMailRequest,
): Promise<void> {
  await countAttempt(db, kind, email, request.ip, {
    perEmailAndIp: request.limits.mailPerAddressAndIp,
    perIp: request.limits.mailPerIp,
    perEmail: request.limits.mailPerAddress,
  });
}
