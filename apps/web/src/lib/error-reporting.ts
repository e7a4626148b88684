// Failures go to error reporting (spec §8): those answered with an error code, the API's 5xx and
// unexpected errors (render errors, unhandled rejections). The Sentry SDK is a chunk of its own,
// fetched after the first paint or with the first failure, so it adds nothing to a page's first load.
import type { ApiError } from './api-error.ts';

type SentryClient = typeof import('./sentry-client.ts');
let client: Promise<SentryClient> | undefined;

function loadClient(): Promise<SentryClient> {
  client ??= import('./sentry-client.ts').then((module) => {
    module.startSentry(document);
    return module;
  });
  return client;
}

function whenLoaded(report: (module: SentryClient) => void): void {
  if (typeof document === 'undefined') return;
  // Reporting must never become a failure of its own (offline, blocked by an extension).
  loadClient().then(report, () => undefined);
}

/** An unexpected error: a render error, an unhandled rejection, a failed route. */
export function reportUnexpectedError(error: unknown): void {
  whenLoaded((module) => module.captureUnexpectedError(error));
}

/** A failed API call with an error code, or a 5xx (calls the server never answered are left out). */
export function reportApiFailure(error: ApiError, request: { method: string; path: string }): void {
  whenLoaded((module) => module.captureApiFailure(error, request));
}

/** Catches what nothing else catches, and loads the SDK once the page is idle (for trace sampling). */
export function startErrorReporting(win: Window): void {
  win.addEventListener('error', (event) => reportUnexpectedError(event.error ?? event.message));
  win.addEventListener('unhandledrejection', (event) => reportUnexpectedError(event.reason));
  const later = (start: () => void) => {
    // Safari has no requestIdleCallback.
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 10_000 });
    else win.setTimeout(start, 3000);
  };
  win.addEventListener('load', () => later(() => void loadClient().catch(() => undefined)), { once: true });
}
