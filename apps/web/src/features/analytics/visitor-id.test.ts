import { describe, expect, it } from 'vitest';
import { volatileStorage } from '../../lib/key-value-storage.ts';
import { getVisitorId, VISITOR_ID_STORAGE_KEY } from './visitor-id.ts';

describe('visitor id', () => {
  it('creates a random id once and keeps it in analytics.visitorId', () => {
    const storage = volatileStorage();
    const first = getVisitorId(storage);
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(storage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(first);
    expect(getVisitorId(storage)).toBe(first);
  });

  it('replaces a stored value the API would reject', () => {
    const storage = volatileStorage();
    storage.setItem(VISITOR_ID_STORAGE_KEY, 'short');
    expect(getVisitorId(storage, () => 'visitor-0001')).toBe('visitor-0001');
    storage.setItem(VISITOR_ID_STORAGE_KEY, 'x'.repeat(65));
    expect(getVisitorId(storage, () => 'visitor-0002')).toBe('visitor-0002');
  });
});
