// Signed session tokens (HS256 JWT) carrying the role and shop claims. Each has its own id (jti),
// by which signing out ends that one token, and an expiry; tokens without either are refused.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Role } from '@studio/domain/roles';
import { jwtVerify, SignJWT } from 'jose';

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

/** JWT_SECRET when given; otherwise a secret generated once and kept in DATA_DIR. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  if (dataDir === 'memory://') return randomBytes(48).toString('base64url');
  const file = join(resolve(dataDir), 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(resolve(dataDir), { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
