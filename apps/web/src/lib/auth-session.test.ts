import type { SessionUser } from '@studio/domain/auth-contract';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from './auth-session.ts';
import { volatileStorage } from './key-value-storage.ts';

const user: SessionUser = {
  uid: 'u1',
  email: 'owner@studio.de',
  name: 'Mai',
  role: 'shopAdmin',
  shopId: 'shop-1',
  shopLevel: 'owner',
  teamMemberId: null,
  emailVerified: true,
  guest: false,
};

describe('session store', () => {
  it('saves the token and user under auth.token / auth.user and reads them back', () => {
    const storage = volatileStorage();
    const store = createSessionStore(storage);
    store.save('jwt', user);
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
    expect(JSON.parse(storage.getItem(USER_STORAGE_KEY) ?? '')).toEqual(user);
    expect(store.getSession()).toEqual({ token: 'jwt', user });
  });

  it('returns the same snapshot object until storage changes', () => {
    const store = createSessionStore(volatileStorage());
    store.save('jwt', user);
    const first = store.getSession();
    expect(store.getSession()).toBe(first);
    store.updateUser({ ...user, name: 'Mai Tran' });
    expect(store.getSession()).not.toBe(first);
    expect(store.getSession()?.user.name).toBe('Mai Tran');
  });

  it('clear removes both entries and notifies subscribers', () => {
    const storage = volatileStorage();
    const store = createSessionStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.save('jwt', user);
    store.clear();
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(store.getSession()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats a malformed stored user as signed out', () => {
    const storage = volatileStorage();
    storage.setItem(TOKEN_STORAGE_KEY, 'jwt');
    storage.setItem(USER_STORAGE_KEY, JSON.stringify({ uid: 'u1', role: 'superuser' }));
    expect(createSessionStore(storage).getSession()).toBeNull();
    storage.setItem(USER_STORAGE_KEY, '{not json');
    expect(createSessionStore(storage).getSession()).toBeNull();
  });

  it('does not resurrect a user without a token', () => {
    const storage = volatileStorage();
    const store = createSessionStore(storage);
    store.updateUser(user);
    expect(storage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(store.getSession()).toBeNull();
  });
});
