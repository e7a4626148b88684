import type { SessionUser } from '@studio/domain/auth-contract';
import { describe, expect, it } from 'vitest';
import { parseOidcCallbackFragment } from './oidc-callback-fragment.ts';

const user: SessionUser = {
  uid: '7f0c2a52-4d3e-4a51-9d7e-2b1f0c9a8e11',
  email: 'lê.thu@example.com',
  name: 'Lê Thu',
  role: 'appUser',
  shopId: null,
  shopLevel: null,
  teamMemberId: null,
  emailVerified: true,
  guest: false,
};

// The server's encoding: UTF-8 JSON in base64url.
const encodedUser = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('parseOidcCallbackFragment', () => {
  it('reads the session and the return path of a successful sign-in', () => {
    const hash = `#token=header.payload.signature&user=${encodedUser(user)}&returnTo=${encodeURIComponent(
      '/partner/abc/app/book/confirm?start=2031-05-01T09:00',
    )}`;
    expect(parseOidcCallbackFragment(hash)).toEqual({
      outcome: 'signedIn',
      session: { token: 'header.payload.signature', user },
      returnTo: '/partner/abc/app/book/confirm?start=2031-05-01T09:00',
    });
  });

  it('has no return path when none came or it leaves the site', () => {
    const base = `token=t&user=${encodedUser(user)}`;
    for (const hash of [
      base,
      `${base}&returnTo=%2F%2Fevil.example`,
      `${base}&returnTo=https://evil.example`,
    ]) {
      expect(parseOidcCallbackFragment(hash)).toMatchObject({ outcome: 'signedIn', returnTo: undefined });
    }
  });

  it('reads a catalogue error code, and an unknown one as null', () => {
    expect(parseOidcCallbackFragment('#errorCode=1101')).toEqual({ outcome: 'failed', errorCode: 1101 });
    expect(parseOidcCallbackFragment('#errorCode=4242')).toEqual({ outcome: 'failed', errorCode: null });
    expect(parseOidcCallbackFragment('#errorCode=abc')).toEqual({ outcome: 'failed', errorCode: null });
  });

  it('treats a missing, broken or malformed answer as empty', () => {
    for (const hash of [
      '',
      '#',
      '#token=t',
      `#user=${encodedUser(user)}`,
      '#token=t&user=not-base64-json',
      `#token=t&user=${encodedUser({ ...user, role: 'superUser' })}`,
    ]) {
      expect(parseOidcCallbackFragment(hash), hash).toEqual({ outcome: 'empty' });
    }
  });
});
