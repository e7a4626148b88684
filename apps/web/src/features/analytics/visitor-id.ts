import type { KeyValueStorage } from '../../lib/key-value-storage.ts';

export const VISITOR_ID_STORAGE_KEY = 'analytics.visitorId';

/** An anonymous id per browser, so page views can be counted per visitor without an account. */
export function getVisitorId(
  storage: KeyValueStorage,
  randomId: () => string = () => crypto.randomUUID(),
): string {
  const stored = storage.getItem(VISITOR_ID_STORAGE_KEY);
  // The API accepts 8 to 64 characters; anything else (tampering, old formats) is replaced.
  if (stored && stored.length >= 8 && stored.length <= 64) return stored;
  const fresh = randomId();
  storage.setItem(VISITOR_ID_STORAGE_KEY, fresh);
  return fresh;
}
