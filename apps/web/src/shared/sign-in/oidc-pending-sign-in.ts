// The browser tab remembers that it started a platform identity sign-in. The callback page only
// accepts a session that this tab asked for, so a link carrying someone else's token (login CSRF)
// cannot sign a visitor into a foreign account.
import type { Locale } from '@studio/domain/locale';
import { isSameSiteReturnPath } from '@studio/domain/oidc-contract';
import { type KeyValueStorage, volatileStorage } from '../../lib/key-value-storage.ts';

export const OIDC_PENDING_STORAGE_KEY = 'auth.oidcPending';
/** As long as the server keeps the sign-in's cookie. */
const pendingLifetimeMs = 10 * 60_000;

export interface PendingSignIn {
  returnTo: string | undefined;
  startedAt: number;
}

/** sessionStorage belongs to one tab, which is the tab the provider sends back. */
export function browserSessionStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.sessionStorage) return window.sessionStorage;
  } catch {
    // storage disabled: the sign-in cannot be matched and will ask to try again
  }
  return volatileStorage();
}

export function oidcStartUrl(returnTo: string | undefined, locale: Locale): string {
  const query = new URLSearchParams({ locale });
  if (returnTo && isSameSiteReturnPath(returnTo)) query.set('returnTo', returnTo);
  return `/api/auth/oidc/start?${query.toString()}`;
}

export function rememberPendingSignIn(storage: KeyValueStorage, returnTo: string | undefined, now: number) {
  const pending: PendingSignIn = { returnTo, startedAt: now };
  storage.setItem(OIDC_PENDING_STORAGE_KEY, JSON.stringify(pending));
}

/** The sign-in this tab started less than 10 minutes ago, if any. */
export function readPendingSignIn(storage: KeyValueStorage, now: number): PendingSignIn | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(OIDC_PENDING_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { returnTo, startedAt } = value as Record<string, unknown>;
    if (typeof startedAt !== 'number' || now - startedAt > pendingLifetimeMs || startedAt > now) return null;
    return { returnTo: isSameSiteReturnPath(returnTo) ? returnTo : undefined, startedAt };
  } catch {
    return null;
  }
}

export function forgetPendingSignIn(storage: KeyValueStorage) {
  storage.removeItem(OIDC_PENDING_STORAGE_KEY);
}

/** Leaves the app for the provider's page (a full page load: it is another site). */
export function startOidcSignIn(returnTo: string | undefined, locale: Locale) {
  rememberPendingSignIn(browserSessionStorage(), returnTo, Date.now());
  window.location.assign(oidcStartUrl(returnTo, locale));
}
