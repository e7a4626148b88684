import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from '../../lib/auth-session.ts';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession, sessionStore.getSession);
}
