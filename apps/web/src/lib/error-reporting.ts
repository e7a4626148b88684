// Failures go to error reporting: those answered with an error code, the API's 5xx and
// unexpected errors (render errors, unhandled rejections). The Sentry SDK is a chunk of its own
// (67 KB gzip, more than a customer page's own code), fetched with the first failure, or once the
// page is idle when this page load is traced, so most page loads never fetch it.
import type { ApiError } from './api-error.ts';

/** Trace 1 percent of page loads: enough to see slow pages without paying for every one. */
export const TRACES_SAMPLE_RATE = 0.01;

/**
 * The sampling draw, made here once per page load instead of inside the SDK, so that the 99 percent
 * of page loads that are not traced need no SDK until something fails. A traced one traces its
 * navigations too: still 1 percent of page loads and of navigations, in expectation.
 */
const pageLoadTraced = Math.random() < TRACES_SAMPLE_RATE;

type SentryClient = typeof import('./sentry-client.ts');
let client: Promise<SentryClient> | undefined;

function loadClient(): Promise<SentryClient> {
  client ??= import('./sentry-client.ts').then((module) => {
    module.startSentry(document, pageLoadTraced ? 1 : 0);
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

/** Catches what nothing else catches, and loads the SDK once the page is idle if this load is traced. */
export function startErrorReporting(win: Window): void {
  win.addEventListener('error', (event) => reportUnexpectedError(event.error ?? event.message));
  win.addEventListener('unhandledrejection', (event) => reportUnexpectedError(event.reason));
  if (!pageLoadTraced) return;
  const later = (start: () => void) => {
    // Safari has no requestIdleCallback.
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 10_000 });
    else win.setTimeout(start, 3000);
  };
  win.addEventListener('load', () => later(() => void loadClient().catch(() => undefined)), { once: true });
}
