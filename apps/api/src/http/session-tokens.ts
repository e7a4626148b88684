// Signed session tokens (HS256 JWT) carrying the role and shop claims. Each has its own id (jti),
// by which signing out ends that one token, and an expiry; tokens without either are refused.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Role } from '@studio/domain/roles';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { storedServerSecret } from '../db/server-secrets.ts';

export interface SessionClaims {
  uid: string;
  role: Role;
  shopId: string | null;
  /** The account's session generation when the token was issued (users.session_generation). */
  generation: number;
}

/** A valid token's claims, with what names that one token. */
export interface VerifiedSession extends SessionClaims {
  tokenId: string;
  expiresAt: Date;
}

const issuer = 'studio-platform';
const lifetime = '7d';

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid token, or null for an invalid or expired one. */
  verify(token: string): Promise<VerifiedSession | null>;
}

export function createSessionTokens(secret: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ role: claims.role, shopId: claims.shopId, gen: claims.generation })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.uid)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return {
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
          uid: payload.sub,
          role: payload.role as Role,
          shopId: typeof payload.shopId === 'string' ? payload.shopId : null,
          generation: typeof payload.gen === 'number' ? payload.gen : 0,
        };
      } catch {
        return null;
      }
    },
  };
}

/**
 * JWT_SECRET when given; otherwise a secret generated once and kept in the database, so that every
 * process and instance signs with the same one. An older installation kept it in DATA_DIR/jwt-secret:
 * that value moves into the database on the first start, so its sessions stay signed in.
 */
export async function resolveJwtSecret(
  db: Kysely<Database>,
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  return storedServerSecret(
    db,
    'jwt-secret',
    async () => (await secretFileInDataDir(dataDir)) ?? randomBytes(48).toString('base64url'),
  );
}

async function secretFileInDataDir(dataDir: string): Promise<string | undefined> {
  if (dataDir === 'memory://') return undefined;
  const secret = await readFile(join(resolve(dataDir), 'jwt-secret'), 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  return secret.length >= 32 ? secret : undefined;
}
