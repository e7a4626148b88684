// Who is calling: the bearer token names the account; the account is read on every request
// so that disabling a user stops its tokens at once and a changed role or shop applies at once.
// Raising the account's session generation (taking the account back) refuses every older token.
import type { Role } from '@studio/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionTokens } from '../features/auth/session-tokens.ts';
import { AppError } from './app-error.ts';

export interface Identity {
  uid: string;
  role: Role;
  shopId: string | null;
  guest: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export function registerIdentity(app: FastifyInstance, db: Kysely<Database>, tokens: SessionTokens): void {
  app.decorateRequest('identity', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError(9401);
    const claims = await tokens.verify(match[1]);
    if (!claims) throw new AppError(9401);
    const account = await db
      .selectFrom('users')
      .select(['disabled', 'guest', 'role', 'shop_id', 'session_generation'])
      .where('id', '=', claims.uid)
      .executeTakeFirst();
    if (!account || account.disabled) throw new AppError(9401);
    if (account.session_generation !== claims.generation) throw new AppError(9401);
    request.identity = { uid: claims.uid, role: account.role, shopId: account.shop_id, guest: account.guest };
  });
}

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError(9401);
  return request.identity;
}

export function requireRole(request: FastifyRequest, ...allowed: Role[]): Identity {
  const identity = requireIdentity(request);
  if (!allowed.includes(identity.role)) throw new AppError(9403);
  return identity;
}

/** Global admins reach every shop; a shop admin only its own. */
export function requireShopAdminOf(request: FastifyRequest, shopId: string): Identity {
  const identity = requireRole(request, 'globalAdmin', 'shopAdmin');
  if (identity.role === 'shopAdmin' && identity.shopId !== shopId) throw new AppError(9403);
  return identity;
}

export function canManageShop(identity: Identity | null, shopId: string): boolean {
  if (!identity) return false;
  return identity.role === 'globalAdmin' || (identity.role === 'shopAdmin' && identity.shopId === shopId);
}

/** 1102 unless the caller's email address is verified (guests never are), e.g. before creating a studio. */
export async function requireVerifiedEmail(db: Kysely<Database>, identity: Identity): Promise<void> {
  const account = await db
    .selectFrom('users')
    .select(['email_verified', 'guest'])
    .where('id', '=', identity.uid)
    .executeTakeFirst();
  if (!account) throw new AppError(9401);
  if (account.guest || !account.email_verified) throw new AppError(1102);
}
