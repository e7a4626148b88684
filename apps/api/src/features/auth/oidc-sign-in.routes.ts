import type { LoginResponse } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import {
  isSameSiteReturnPath,
  oidcSignInOptionsSchema,
  oidcStartQuerySchema,
} from '@studio/domain/oidc-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveJwtSecret } from '../../http/session-tokens.ts';
import {
  createOidcProvider,
  type OidcProvider,
  OidcProviderUnavailableError,
  OidcSignInRejectedError,
} from './oidc-provider.ts';
import { signInWithOidc } from './oidc-sign-in.ts';
import { createOidcStateCookie, type OidcStateCookie, type PendingOidcSignIn } from './oidc-state-cookie.ts';

const callbackPath = '/api/auth/oidc/callback';

/** What the web app's /auth/callback page reads from the fragment, which never reaches a server log. */
export type OidcCallbackOutcome =
  | { signedIn: LoginResponse; returnTo: string | undefined }
  | { errorCode: ErrorCode };

function fragmentOf(outcome: OidcCallbackOutcome): string {
  const params = new URLSearchParams();
  if ('errorCode' in outcome) {
    params.set('errorCode', String(outcome.errorCode));
  } else {
    params.set('token', outcome.signedIn.token);
    // The user travels along, so the page can store the session as the password login does.
    params.set('user', Buffer.from(JSON.stringify(outcome.signedIn.user)).toString('base64url'));
    if (outcome.returnTo) params.set('returnTo', outcome.returnTo);
  }
  return params.toString();
}

function errorCodeOf(error: unknown, log: FastifyBaseLogger): ErrorCode {
  if (error instanceof AppError) return error.code;
  if (error instanceof OidcSignInRejectedError) {
    log.warn({ err: error.cause }, 'OpenID Connect sign-in rejected');
    return ErrorCode.signInRequired;
  }
  if (error instanceof OidcProviderUnavailableError) {
    log.error({ err: error.cause }, 'OpenID Connect provider unavailable');
    return ErrorCode.internalError;
  }
  log.error({ err: error }, 'OpenID Connect sign-in failed');
  return ErrorCode.internalError;
}

interface OidcSignIn {
  provider: OidcProvider;
  cookie: OidcStateCookie;
}

export const oidcSignInRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db, tokens } = deps;
  const callbackPage = `${config.publicUrl}/auth/callback`;
  const settings = config.oidc;
  const signIn: OidcSignIn | undefined = settings && {
    provider: createOidcProvider(settings, `${config.publicUrl}${callbackPath}`),
    cookie: createOidcStateCookie(
      await resolveJwtSecret(db, config.jwtSecret, config.dataDir),
      config.publicUrl.startsWith('https:'),
    ),
  };

  function requireSignIn(): OidcSignIn {
    if (!signIn) throw new AppError(ErrorCode.notFound);
    return signIn;
  }

  app.get(
    '/auth/oidc',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Whether the platform identity sign-in (OpenID Connect) is offered',
        description:
          'The app shows a "Continue with {providerName}" button only when `enabled` is true. It is configured with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.',
        response: { 200: oidcSignInOptionsSchema },
      },
    },
    async function showOidcSettings() {
      return settings ? { enabled: true, providerName: settings.providerName } : { enabled: false };
    },
  );

  app.get(
    '/auth/oidc/start',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Start the platform identity sign-in (browser navigation, no API key)',
        description:
          'Redirects (302) to the provider: authorization code flow with PKCE (S256), state and nonce, kept for 10 minutes in an encrypted HttpOnly cookie. `returnTo` must be a path of this site; anything else is ignored. Not configured: 404 (errorCode 9404). Provider unreachable: redirect to /auth/callback#errorCode=9500.',
        errorCodes: [ErrorCode.notFound],
        nonJsonAnswers: { 302: 'To the provider’s sign-in, or to /auth/callback#errorCode=9500' },
        querystring: oidcStartQuerySchema,
      },
    },
    async function startOidcSignIn(request, reply) {
      const { provider, cookie } = requireSignIn();
      const { returnTo, locale } = request.query;
      const pending: PendingOidcSignIn = {
        ...provider.newChecks(),
        returnTo: isSameSiteReturnPath(returnTo) ? returnTo : undefined,
        locale: locale ?? request.locale,
      };
      reply.header('cache-control', 'no-store');
      let target: URL;
      try {
        target = await provider.authorizationUrl(pending);
      } catch (error) {
        return reply.redirect(
          `${callbackPage}#${fragmentOf({ errorCode: errorCodeOf(error, request.log) })}`,
        );
      }
      reply.header('set-cookie', await cookie.issue(pending));
      return reply.redirect(target.href);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Where the provider sends the browser back (no API key)',
        description:
          'Checks state, nonce and PKCE, redeems the code and reads the ID token, which must carry `email` with `email_verified: true`. Signs in the account with that email or creates an appUser on first sign-in, then redirects to /auth/callback#token=…&user=…&returnTo=… . Failures redirect to /auth/callback#errorCode=… : 9401 (expired or forged answer, refused at the provider), 1102 (email not verified), 1101 (account disabled), 9400 (no email), 9500 (provider unreachable). Not configured: 404 (errorCode 9404).',
        errorCodes: [ErrorCode.notFound],
        nonJsonAnswers: { 302: 'To /auth/callback with the session or the errorCode in the fragment' },
      },
    },
    async function finishOidcSignIn(request, reply) {
      const { provider, cookie } = requireSignIn();
      // Each sign-in attempt is good for one callback, whatever its outcome.
      reply.header('set-cookie', cookie.clear()).header('cache-control', 'no-store');
      let outcome: OidcCallbackOutcome;
      try {
        const pending = await cookie.read(request.headers.cookie);
        if (!pending) throw new AppError(ErrorCode.signInRequired);
        const callbackUrl = new URL(`${config.publicUrl}${callbackPath}`);
        callbackUrl.search = new URL(request.url, config.publicUrl).search;
        const identity = await provider.redeem(callbackUrl, pending);
        const signedIn = await signInWithOidc(db, tokens, identity, pending.locale);
        outcome = { signedIn, returnTo: pending.returnTo };
      } catch (error) {
        outcome = { errorCode: errorCodeOf(error, request.log) };
      }
      return reply.redirect(`${callbackPage}#${fragmentOf(outcome)}`);
    },
  );
};
