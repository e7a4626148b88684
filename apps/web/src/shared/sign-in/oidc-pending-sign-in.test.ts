import { describe, expect, it } from 'vitest';
import { volatileStorage } from '../../lib/key-value-storage.ts';
import {
  forgetPendingSignIn,
  OIDC_PENDING_STORAGE_KEY,
  oidcStartUrl,
  readPendingSignIn,
  rememberPendingSignIn,
} from './oidc-pending-sign-in.ts';

const now = Date.parse('2031-05-01T09:00:00Z');

describe('oidcStartUrl', () => {
  it('asks the server to come back to a page of this site, in the app language', () => {
    expect(oidcStartUrl('/partner/abc/app/book/confirm?start=x', 'vi')).toBe(
      '/api/auth/oidc/start?locale=vi&returnTo=%2Fpartner%2Fabc%2Fapp%2Fbook%2Fconfirm%3Fstart%3Dx',
    );
    expect(oidcStartUrl(undefined, 'de')).toBe('/api/auth/oidc/start?locale=de');
    expect(oidcStartUrl('//evil.example', 'en')).toBe('/api/auth/oidc/start?locale=en');
  });
});

describe('pending sign-in of this tab', () => {
  it('is found for ten minutes after it started, then no more', () => {
    const storage = volatileStorage();
    rememberPendingSignIn(storage, '/account', now);
    expect(readPendingSignIn(storage, now + 60_000)).toEqual({ returnTo: '/account', startedAt: now });
    expect(readPendingSignIn(storage, now + 10 * 60_000 + 1)).toBeNull();
    forgetPendingSignIn(storage);
    expect(readPendingSignIn(storage, now)).toBeNull();
  });

  it('ignores what it did not write', () => {
    const storage = volatileStorage();
    storage.setItem(OIDC_PENDING_STORAGE_KEY, '{broken');
    expect(readPendingSignIn(storage, now)).toBeNull();
    storage.setItem(OIDC_PENDING_STORAGE_KEY, JSON.stringify({ returnTo: '//evil.example', startedAt: now }));
    expect(readPendingSignIn(storage, now)).toEqual({ returnTo: undefined, startedAt: now });
  });
});
