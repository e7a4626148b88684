import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@studio/domain/auth-contract';
import type { Locale } from '@studio/domain/locale';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { consumeRateLimit, type RateLimit, rateLimitBucket } from '../../http/rate-limits.ts';
import type { SessionTokens } from '../../http/session-tokens.ts';
import { presentSessionUser } from './present-user.ts';
import { insertUser } from './users.repo.ts';

/**
 * A guest gets a real, password-less appUser identity so its bookings and orders have an owner.
 * Each is a row, so one client may start only so many (9429 beyond the limit).
 */
export async function startGuestSession(
  db: Kysely<Database>,
  tokens: SessionTokens,
  request: { ip: string; locale: Locale; limit: RateLimit },
): Promise<LoginResponse> {
  await consumeRateLimit(db, rateLimitBucket('guest-ip', request.ip), request.limit);
  const id = randomUUID();
  const user = await insertUser(db, {
    id,
    email: `guest-${id}@guest.invalid`,
    name: '',
    role: 'appUser',
    guest: true,
    locale: request.locale,
  });
  const token = await tokens.sign({
    uid: user.id,
    role: user.role,
    shopId: null,
    generation: user.session_generation,
  });
  return { token, user: presentSessionUser(user) };
}
