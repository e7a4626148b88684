import { type LoginResponse, loginResponseSchema } from '@studio/domain/auth-contract';
import { isErrorCode } from '@studio/domain/error-catalogue';
import type { ErrorCode } from '@studio/domain/error-codes';
import { isSameSiteReturnPath } from '@studio/domain/oidc-contract';

/** What the server's OpenID Connect callback put into the fragment of /auth/callback. */
export type OidcCallbackFragment =
  | { outcome: 'signedIn'; session: LoginResponse; returnTo: string | undefined }
  /** errorCode null: a code the catalogue does not know, shown as the generic failure. */
  | { outcome: 'failed'; errorCode: ErrorCode | null }
  | { outcome: 'empty' };

function decodeBase64UrlJson(value: string): unknown {
  const base64 = value.replaceAll('-', '+').replaceAll('_', '/');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** Reads `#token=…&user=…&returnTo=…` or `#errorCode=…`; anything else (or forged) is empty. */
export function parseOidcCallbackFragment(hash: string): OidcCallbackFragment {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const errorCode = params.get('errorCode');
  if (errorCode !== null) {
    const code = Number(errorCode);
    return { outcome: 'failed', errorCode: isErrorCode(code) ? code : null };
  }
  const token = params.get('token');
  const user = params.get('user');
  if (!token || !user) return { outcome: 'empty' };
  let decodedUser: unknown;
  try {
    decodedUser = decodeBase64UrlJson(user);
  } catch {
    return { outcome: 'empty' };
  }
  const session = loginResponseSchema.safeParse({ token, user: decodedUser });
  if (!session.success) return { outcome: 'empty' };
  const returnTo = params.get('returnTo');
  return {
    outcome: 'signedIn',
    session: session.data,
    returnTo: isSameSiteReturnPath(returnTo) ? returnTo : undefined,
  };
}
