// The browser keeps the secrets of a sign-in in progress (PKCE verifier, state, nonce) in an
// encrypted cookie between /start and /callback, so nothing of it appears in a URL or a log.
import { hkdfSync } from 'node:crypto';
import { defaultLocale, isLocale, type Locale } from '@studio/domain/locale';
import { isSameSiteReturnPath } from '@studio/domain/oidc-contract';
import { parseCookie, stringifySetCookie } from 'cookie';
import { EncryptJWT, jwtDecrypt } from 'jose';

export interface PendingOidcSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
  /** Where the web app goes on after signing in; undefined lets it pick the role's home. */
  returnTo: string | undefined;
  /** The language of a new account. */
  locale: Locale;
}

export const oidcStateCookieName = 'studio_oidc';
const cookiePath = '/api/auth/oidc';
const lifetimeSeconds = 10 * 60;

export interface OidcStateCookie {
  /** The Set-Cookie header that starts a sign-in. */
  issue(pending: PendingOidcSignIn): Promise<string>;
  /** The pending sign-in of a Cookie header, or null when it is missing, forged or older than 10 minutes. */
  read(cookieHeader: string | undefined): Promise<PendingOidcSignIn | null>;
  /** The Set-Cookie header that removes it. */
  clear(): string;
}

/** `secret` is the session-token secret; the cookie gets a key of its own derived from it. */
export function createOidcStateCookie(secret: string, secure: boolean): OidcStateCookie {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', 'studio oidc sign-in state', 32));
  const attributes = { path: cookiePath, httpOnly: true, sameSite: 'lax', secure } as const;

  return {
    async issue(pending) {
      const sealed = await new EncryptJWT({ ...pending })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .encrypt(key);
      return stringifySetCookie({
        name: oidcStateCookieName,
        value: sealed,
        maxAge: lifetimeSeconds,
        ...attributes,
      });
    },
    async read(cookieHeader) {
      const sealed = cookieHeader ? parseCookie(cookieHeader)[oidcStateCookieName] : undefined;
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, {
          keyManagementAlgorithms: ['dir'],
          contentEncryptionAlgorithms: ['A256GCM'],
        });
        const { codeVerifier, state, nonce, returnTo, locale } = payload;
        if (typeof codeVerifier !== 'string' || typeof state !== 'string' || typeof nonce !== 'string') {
          return null;
        }
        return {
          codeVerifier,
          state,
          nonce,
          returnTo: isSameSiteReturnPath(returnTo) ? returnTo : undefined,
          locale: isLocale(locale) ? locale : defaultLocale,
        };
      } catch {
        return null;
      }
    },
    clear: () => stringifySetCookie({ name: oidcStateCookieName, value: '', maxAge: 0, ...attributes }),
  };
}
