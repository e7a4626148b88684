/** The part of the Web Storage API the app relies on; tests pass an in-memory stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage can be missing or throw (privacy modes, storage disabled); the app must keep
 * working without persistence in that case instead of crashing at start.
 */
export function browserLocalStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // fall through to the volatile store
  }
  return volatileStorage();
}

export function volatileStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
