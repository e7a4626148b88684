// The Sentry browser SDK, loaded on demand by error-reporting.ts. Events go to our own API's tunnel
// (same origin, no third-party request from the browser); the server forwards or stores them.
import { browserTracingIntegration, captureException, type ErrorEvent, init } from '@sentry/browser';
import type { Integration } from '@sentry/core';
import type { ApiError } from './api-error.ts';

/**
 * The DSN the browser names when the server injects none (no SENTRY_DSN): the tunnel then stores
 * what arrives, so the DSN only has to be well-formed; its host is never contacted.
 */
export const LOCAL_PLACEHOLDER_DSN = 'https://studioly@errors.invalid/1';

/** The server injects SENTRY_DSN as <meta name="sentry-dsn"> (its key is public by Sentry's design). */
export function resolveSentryDsn(doc: Pick<Document, 'querySelector'> | undefined): string {
  const fromMeta = doc?.querySelector('meta[name="sentry-dsn"]')?.getAttribute('content')?.trim();
  return fromMeta || LOCAL_PLACEHOLDER_DSN;
}

export const ERROR_TUNNEL_PATH = '/api/errors/tunnel';

// Query strings can carry tokens (password reset, cancel links); ids would split one failure into many.
function pathPattern(path: string): string {
  return (path.split('?')[0] ?? '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
}

function withoutQuery(event: ErrorEvent): ErrorEvent {
  if (event.request?.url) event.request.url = event.request.url.split(/[?#]/)[0];
  return event;
}

/** `tracesSampleRate` is 1 or 0: error-reporting.ts draws whether this page load is traced. */
export function startSentry(doc: Pick<Document, 'querySelector'>, tracesSampleRate: number): void {
  init({
    dsn: resolveSentryDsn(doc),
    tunnel: ERROR_TUNNEL_PATH,
    tracesSampleRate,
    // Our own API calls carry no trace headers: the API does not read them.
    tracePropagationTargets: [],
    // error-reporting.ts listens for uncaught errors itself (also before the SDK has loaded), so the
    // SDK's own global handlers would report each of them twice.
    integrations: (defaults: Integration[]) => [
      ...defaults.filter((integration) => integration.name !== 'GlobalHandlers'),
      browserTracingIntegration(),
    ],
    beforeSend: withoutQuery,
  });
}

export function captureUnexpectedError(error: unknown): void {
  captureException(error, { tags: { kind: 'unexpected' } });
}

export function captureApiFailure(error: ApiError, request: { method: string; path: string }): void {
  const code = error.errorCode === null ? `HTTP ${error.status}` : `errorCode ${error.errorCode}`;
  // The user's text is localized; the report names the code and the call, so one failure is one group.
  const reported = new Error(`${code} on ${request.method} ${pathPattern(request.path)}`);
  reported.name = 'ApiError';
  captureException(reported, {
    tags: {
      kind: 'api',
      status: String(error.status),
      ...(error.errorCode === null ? {} : { errorCode: String(error.errorCode) }),
    },
    extra: { userMessage: error.message, serverMessage: error.serverMessage },
  });
}
