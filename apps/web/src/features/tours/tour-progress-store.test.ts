import { describe, expect, it } from 'vitest';
import { volatileStorage } from '../../lib/key-value-storage.ts';
import { createTourProgressStore } from './tour-progress-store.ts';

describe('tour progress store', () => {
  it('should remember each user’s progress in each tour apart', () => {
    const store = createTourProgressStore(volatileStorage());
    store.update('owner-a', 'shopAdmin', { stepId: 'team' });
    store.update('owner-a', 'globalAdmin', { completed: true });
    expect(store.read('owner-a', 'shopAdmin')).toEqual({
      stepId: 'team',
      completed: false,
      offerDismissed: false,
    });
    expect(store.read('owner-a', 'globalAdmin').completed).toBe(true);
    expect(store.read('owner-b', 'shopAdmin')).toEqual({ completed: false, offerDismissed: false });
  });

  it('should keep earlier fields when one changes', () => {
    const store = createTourProgressStore(volatileStorage());
    store.update('owner', 'shopAdmin', { offerDismissed: true });
    expect(store.update('owner', 'shopAdmin', { stepId: 'slots' })).toMatchObject({
      stepId: 'slots',
      offerDismissed: true,
    });
  });

  it('should start afresh when the stored value is unreadable', () => {
    const storage = volatileStorage();
    storage.setItem('studioly.tours.owner', '{not json');
    expect(createTourProgressStore(storage).read('owner', 'shopAdmin')).toEqual({
      completed: false,
      offerDismissed: false,
    });
  });
});
