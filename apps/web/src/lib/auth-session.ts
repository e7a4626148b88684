import type { SessionUser } from '@studio/domain/auth-contract';
import { browserLocalStorage, type KeyValueStorage } from './key-value-storage.ts';
import { sessionUserSchema } from './session-user-schema.ts';

export const TOKEN_STORAGE_KEY = 'auth.token';
export const USER_STORAGE_KEY = 'auth.user';

export interface Session {
  token: string;
  user: SessionUser;
}

export interface SessionStore {
  getToken(): string | null;
  /** A stable snapshot (same object until the session changes), as useSyncExternalStore needs. */
  getSession(): Session | null;
  save(token: string, user: SessionUser): void;
  updateUser(user: SessionUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Tells subscribers to re-read storage, e.g. after another tab changed it. */
  notify(): void;
}

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>();
  let cachedToken: string | null = null;
  let cachedUserRaw: string | null = null;
  let cachedSession: Session | null = null;

  function read(): Session | null {
    const token = storage.getItem(TOKEN_STORAGE_KEY);
    const userRaw = storage.getItem(USER_STORAGE_KEY);
    if (token === cachedToken && userRaw === cachedUserRaw) return cachedSession;
    cachedToken = token;
    cachedUserRaw = userRaw;
    cachedSession = token && userRaw ? parseSession(token, userRaw) : null;
    return cachedSession;
  }

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    getToken: () => storage.getItem(TOKEN_STORAGE_KEY),
    getSession: read,
    save(token, user) {
      storage.setItem(TOKEN_STORAGE_KEY, token);
      storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      emit();
    },
    updateUser(user) {
      if (!storage.getItem(TOKEN_STORAGE_KEY)) return;
      storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      emit();
    },
    clear() {
      storage.removeItem(TOKEN_STORAGE_KEY);
      storage.removeItem(USER_STORAGE_KEY);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: emit,
  };
}

function parseSession(token: string, userRaw: string): Session | null {
  try {
    const user = sessionUserSchema.safeParse(JSON.parse(userRaw));
    // A user record written by an older app version is unusable; treat it as signed out.
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

export const sessionStore = createSessionStore(browserLocalStorage());

// A sign-in or sign-out in another tab must reach this tab's guards and menus too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      sessionStore.notify();
    }
  });
}
