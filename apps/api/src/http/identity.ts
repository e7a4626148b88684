// Who is calling: the bearer token names the account; the account is read on every request
// so that disabling a user stops its tokens at once and a changed role or shop applies at once.
// Raising the account's session generation (disabling it, taking it back, a new password)
// refuses every older token; signing out ends one token by its id.
import { ErrorCode } from '@studio/domain/error-codes';
import type { Role, ShopLevel } from '@studio/domain/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SqlBool } from 'kysely';
import { AppError } from './app-error.ts';
import type { SessionTokens } from './session-tokens.ts';

export interface Identity {
  uid: string;
  role: Role;
  shopId: string | null;
  /** A shop admin's level; null for everyone else. */
  shopLevel: ShopLevel | null;
  /** The team member whose column is a shop admin's own, if linked. */
  teamMemberId: string | null;
  guest: boolean;
}

/** The bearer token itself, e.g. to end it on sign-out. */
export interface SessionToken {
  id: string;
  expiresAt: Date;
  /** The account's session generation the token was issued under. */
  generation: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
    sessionToken: SessionToken | null;
  }
}

/** The account a token names, as the identity needs it; `ended` when that token was signed out. */
export interface SessionAccount {
  disabled: boolean;
  guest: boolean;
  role: Role;
  shop_id: string | null;
  shop_level: string | null;
  team_member_id: string | null;
  session_generation: number;
  ended: SqlBool;
}

/**
 * A shop admin's level: a shop admin made before levels existed, or by a global admin's user
 * management or by creating a studio, has none stored and is an owner.
 */
export function shopLevelOf(account: { role: Role; shop_level: string | null }): ShopLevel | null {
  if (account.role !== 'shopAdmin') return null;
  return (account.shop_level as ShopLevel | null) ?? 'owner';
}

/** How the identity reads accounts: the app's wiring hands it the users' repository function. */
export type FindSessionAccount = (uid: string, tokenId: string) => Promise<SessionAccount | undefined>;

/** The accounts of many session tokens in one read, by token id (none for an unknown account). */
export type FindSessionAccounts = (
  sessions: readonly { uid: string; tokenId: string }[],
) => Promise<Map<string, SessionAccount>>;

export function registerIdentity(
  app: FastifyInstance,
  tokens: SessionTokens,
  findAccount: FindSessionAccount,
): void {
  app.decorateRequest('identity', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new AppError(ErrorCode.signInRequired);
    const claims = await tokens.verify(match[1]);
    if (!claims) throw new AppError(ErrorCode.signInRequired);
    const token = { id: claims.tokenId, expiresAt: claims.expiresAt, generation: claims.generation };
    const account = await findLiveSessionAccount(findAccount, claims.uid, token);
    if (!account) throw new AppError(ErrorCode.signInRequired);
    request.sessionToken = token;
    request.identity = {
      uid: claims.uid,
      role: account.role,
      shopId: account.shop_id,
      shopLevel: shopLevelOf(account),
      teamMemberId: account.role === 'shopAdmin' ? account.team_member_id : null,
      guest: account.guest,
    };
  });
}

/**
 * The account a valid token names, read afresh, or null once the session has ended: the token was
 * signed out, the account disabled, deleted or its sessions ended (a raised generation). Also for
 * long-lived answers (event streams) that must stop when the session does.
 */
export async function findLiveSessionAccount(
  findAccount: FindSessionAccount,
  uid: string,
  token: SessionToken,
): Promise<SessionAccount | null> {
  return liveSessionAccount(await findAccount(uid, token.id), token);
}

/** The account as read for the token, or null when its session has ended (see findLiveSessionAccount). */
export function liveSessionAccount(
  account: SessionAccount | undefined,
  token: SessionToken,
): SessionAccount | null {
  if (!account || account.disabled || account.ended) return null;
  return account.session_generation === token.generation ? account : null;
}

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError(ErrorCode.signInRequired);
  return request.identity;
}
