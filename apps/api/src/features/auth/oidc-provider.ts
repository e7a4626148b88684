// The OpenID Connect provider (authorization code flow with PKCE), through openid-client.
import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import type { PendingOidcSignIn } from './oidc-state-cookie.ts';

/** Who the provider says signed in: the ID token's claims that matter here. */
export interface OidcIdentity {
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

/** The provider could not be reached or answered out of order: try again later. */
export class OidcProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The OpenID Connect provider is unavailable', { cause });
    this.name = 'OidcProviderUnavailableError';
  }
}

/** The sign-in answer did not pass the checks (state, nonce, code, ID token) or was a refusal. */
export class OidcSignInRejectedError extends Error {
  constructor(cause: unknown) {
    super('The OpenID Connect sign-in was rejected', { cause });
    this.name = 'OidcSignInRejectedError';
  }
}

export interface OidcProvider {
  /** The fresh secrets of a sign-in; the caller keeps them until the callback. */
  newChecks(): Pick<PendingOidcSignIn, 'codeVerifier' | 'state' | 'nonce'>;
  /** The provider's page the browser is sent to. */
  authorizationUrl(pending: PendingOidcSignIn): Promise<URL>;
  /** Checks the answer the browser brought back to `callbackUrl`, redeems its code and reads the ID token. */
  redeem(callbackUrl: URL, pending: PendingOidcSignIn): Promise<OidcIdentity>;
}

const requestTimeoutSeconds = 10;

function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed: refused, DNS, TLS
  if (error instanceof DOMException) return error.name === 'TimeoutError' || error.name === 'AbortError';
  // A status the protocol does not allow (5xx, an HTML error page) means the provider is in trouble.
  return error instanceof client.ClientError && error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM';
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Discovery happens on first use and is kept; a failed one is tried again on the next sign-in. */
export function createOidcProvider(settings: OidcConfig, redirectUri: string): OidcProvider {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: requestTimeoutSeconds,
        // The configuration only lets plain http through for a provider on localhost (tests).
        ...(settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw new OidcProviderUnavailableError(error);
      });
    return discovered;
  }

  return {
    newChecks: () => ({
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
    }),

    async authorizationUrl(pending) {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        ui_locales: pending.locale,
      });
    },

    async redeem(callbackUrl, pending) {
      const config = await configuration();
      let claims: client.IDToken | undefined;
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw isUnreachable(error)
          ? new OidcProviderUnavailableError(error)
          : new OidcSignInRejectedError(error);
      }
      if (!claims) throw new OidcSignInRejectedError(new Error('no ID token'));
      return {
        email: optionalString(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: optionalString(claims.given_name),
        familyName: optionalString(claims.family_name),
        name: optionalString(claims.name),
      };
    },
  };
}
