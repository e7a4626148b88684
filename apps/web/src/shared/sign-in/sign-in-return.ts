import type { Role } from '@studio/domain/roles';

/**
 * What the login and sign-up pages carry in their history state about where the person came from.
 * `from`: a page that needed an account (any role goes back there). `browsing`: the page where
 * "sign in" was tapped; a customer continues there, staff go to their portal instead.
 */
export interface SignInReturnState {
  from?: string;
  browsing?: string;
}

function isOwnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/login') &&
    !value.startsWith('/register')
  );
}

/** The state for a "sign in" link on the page at `path` (pathname plus search). */
export function browsingState(path: string): SignInReturnState {
  return isOwnPath(path) ? { browsing: path } : {};
}

/** The well-formed part of a location's state, to hand on (e.g. from login to sign-up and back). */
export function signInReturnState(state: unknown): SignInReturnState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, browsing } = state as Record<string, unknown>;
  return { ...(isOwnPath(from) ? { from } : {}), ...(isOwnPath(browsing) ? { browsing } : {}) };
}

/** Where someone with `role` continues after signing in, or null for the role's home page. */
export function pathAfterSignIn(state: unknown, role: Role): string | null {
  const { from, browsing } = signInReturnState(state);
  return from ?? (role === 'appUser' ? (browsing ?? null) : null);
}
