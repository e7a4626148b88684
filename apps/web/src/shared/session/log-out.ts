import { api } from '../../lib/api.ts';

/** Ends the current token on the server (204); other devices stay signed in. */
export function logOut(): Promise<void> {
  return api.post('/auth/logout', undefined, { silent: true });
}
