// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createFlushedStoragePersister, QUERY_CACHE_STORAGE_KEY } from './query-client.ts';

function persistedWith(answer: unknown): PersistedClient {
  const client = new QueryClient();
  client.setQueryData(['me', 'favourite-studios'], answer);
  return { timestamp: Date.now(), buster: 'test', clientState: dehydrate(client) };
}

function stored(): unknown {
  const raw = window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as PersistedClient).clientState.queries[0]?.state.data;
}

describe('the persisted query cache', () => {
  afterEach(() => {
    window.localStorage.clear();
    Reflect.deleteProperty(document, 'hidden');
  });

  it('writes the latest answers when the page is left before the throttled write', () => {
    const persister = createFlushedStoragePersister(window.localStorage, window);
    void persister.persistClient(persistedWith([]));
    void persister.persistClient(persistedWith([{ shopId: 'farther' }]));
    expect(stored()).toBeNull();

    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual([{ shopId: 'farther' }]);
  });

  it('writes them when the page is hidden, and only once', () => {
    const persister = createFlushedStoragePersister(window.localStorage, window);
    void persister.persistClient(persistedWith([{ shopId: 'near' }]));
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(stored()).toEqual([{ shopId: 'near' }]);

    // Nothing new since: leaving the page writes nothing over what another tab stored meanwhile.
    window.localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(persistedWith(['other tab'])));
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toEqual(['other tab']);
  });

  it('drops the kept answers when the newer ones do not fit, rather than bring back older ones', () => {
    window.localStorage.setItem(QUERY_CACHE_STORAGE_KEY, JSON.stringify(persistedWith([])));
    const full: Storage = {
      ...window.localStorage,
      getItem: (key) => window.localStorage.getItem(key),
      removeItem: (key) => window.localStorage.removeItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const persister = createFlushedStoragePersister(full, window);
    void persister.persistClient(persistedWith([{ shopId: 'farther' }]));
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  });
});
