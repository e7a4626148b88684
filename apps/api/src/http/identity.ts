// Who is calling: the bearer token names the account; the account is read on every request
// so that disabling a user stops its tokens at once and a changed role or shop applies at once.
// Raising the account's session generation (disabling it, taking it back, a new password)
// refuses every older token; signing out ends one token by its id.
import { ErrorCode } from '@studio/domain/error-catalogue';
import type { Role } from '@studio/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findSessionAccount, findSessionTokenAccount } from '../features/auth/users.repo.ts';
import { AppError } from './app-error.ts';
import type { SessionTokens } from './session-tokens.ts';

export interface Identity {
  uid: string;
  role: Role;
  shopId: string | null;
  guest: boolean;
}

/** The bearer token itself, e.g. to end it on sign-out. */
export interface SessionToken {
  id: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
    sessionToken: SessionToken | null;
  }
}

export function registerIdentity(app: FastifyInstance, db: Kysely<Database>, tokens: SessionTokens): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError(ErrorCode.signInRequired);
    const claims = await tokens.verify(match[1]);
    if (!claims) throw new AppError(ErrorCode.signInRequired);
    const account = await findSessionTokenAccount(db, claims.uid, claims.tokenId);
    if (!account || account.disabled || account.ended) throw new AppError(ErrorCode.signInRequired);
    if (account.session_generation !== claims.generation) throw new AppError(ErrorCode.signInRequired);
    request.sessionToken = { id: claims.tokenId, expiresAt: claims.expiresAt };
    request.identity = { uid: claims.uid, role: account.role, shopId: account.shop_id, guest: account.guest };
  });
}

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError(ErrorCode.signInRequired);
  return request.identity;
}

/** 1102 unless the caller's email address is verified (guests never are), e.g. before creating a studio. */
export async function requireVerifiedEmail(db: Kysely<Database>, identity: Identity): Promise<void> {
  const account = await findSessionAccount(db, identity.uid);
  if (!account) throw new AppError(ErrorCode.signInRequired);
  if (account.guest || !account.email_verified) throw new AppError(ErrorCode.emailNotVerified);
}
