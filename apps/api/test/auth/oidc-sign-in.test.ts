import type { SessionUser } from '@studio/domain/auth-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createUser, fixturePassword } from '../support/fixtures.ts';
import { type FakeOidcProvider, startFakeOidcProvider } from '../support/oidc-fake-provider.ts';
import { call, getTestPlatform, testApiKey } from '../support/test-platform.ts';

const publicUrl = 'http://studio.test';

interface CallbackPage {
  /** The whole Location of the callback's redirect. */
  location: URL;
  fragment: URLSearchParams;
}

async function buildOidcApp(env: Record<string, string>): Promise<FastifyInstance> {
  const { db, tokens, mailer } = await getTestPlatform();
  const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey, PUBLIC_URL: publicUrl, ...env });
  return buildApp({ db, tokens, mailer, config }, { logger: false });
}

async function signInOptionsOf(app: FastifyInstance): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/auth/oidc',
    headers: { 'x-api-key': testApiKey },
  });
  return response.json();
}

function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!header) throw new Error('no Set-Cookie');
  return header.split(';')[0] ?? '';
}

function sessionUserOf(fragment: URLSearchParams): SessionUser {
  return JSON.parse(Buffer.from(fragment.get('user') ?? '', 'base64url').toString('utf8'));
}

describe('platform identity sign-in when not configured', () => {
  it('should say it is off and refuse to start', async () => {
    const options = await call('GET', '/api/auth/oidc');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual({ enabled: false });

    const start = await call('GET', '/api/auth/oidc/start?returnTo=/account', {
      apiKey: null,
      language: 'en',
    });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ errorCode: 9404, message: 'The requested resource was not found.' });
    const callback = await call('GET', '/api/auth/oidc/callback?code=x&state=y', { apiKey: null });
    expect(callback.statusCode).toBe(404);
    expect(callback.json().errorCode).toBe(9404);
  });
});

describe('platform identity sign-in with an OpenID Connect provider', () => {
  let provider: FakeOidcProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    app = await buildOidcApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Acme ID',
    });
  });

  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  /** What a browser does: /start, the provider's page, then back to /callback with the cookie. */
  async function signIn(
    options: {
      returnTo?: string;
      headers?: Record<string, string>;
      tamperState?: boolean;
      cookie?: string;
    } = {},
  ): Promise<CallbackPage> {
    const query = options.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(options.returnTo)}`;
    const start = await app.inject({
      method: 'GET',
      url: `/api/auth/oidc/start${query}`,
      headers: options.headers ?? {},
    });
    expect(start.statusCode).toBe(302);
    const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/api/auth/oidc/callback`);
    if (options.tamperState) back.searchParams.set('state', 'forged-state');
    const callback = await app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: options.cookie ?? cookieOf(start.headers['set-cookie']) },
    });
    expect(callback.statusCode).toBe(302);
    // Every callback ends the attempt: its cookie is cleared whatever the outcome.
    expect(String(callback.headers['set-cookie'])).toMatch(
      /^studio_oidc=; Max-Age=0; Path=\/api\/auth\/oidc/,
    );
    const location = new URL(callback.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${publicUrl}/auth/callback`);
    expect(location.search).toBe('');
    return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
  }

  it('should offer the provider by name, behind the API key like every API route', async () => {
    expect(await signInOptionsOf(app)).toEqual({ enabled: true, providerName: 'Acme ID' });
    const withoutKey = await app.inject({ method: 'GET', url: '/api/auth/oidc' });
    expect(withoutKey.statusCode).toBe(401);
  });

  it('should send the browser to the provider with PKCE, state and nonce, keeping them in a sealed cookie', async () => {
    const start = await app.inject({
      method: 'GET',
      url: '/api/auth/oidc/start?returnTo=%2Faccount%3Ftab%3Dstamps&locale=vi',
    });
    expect(start.statusCode).toBe(302);
    expect(start.headers['cache-control']).toBe('no-store');
    const target = new URL(start.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider.issuer}/authorize`);
    const query = target.searchParams;
    expect(query.get('client_id')).toBe(provider.clientId);
    expect(query.get('redirect_uri')).toBe(`${publicUrl}/api/auth/oidc/callback`);
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toBeTruthy();
    expect(query.get('nonce')).toBeTruthy();
    expect(query.get('ui_locales')).toBe('vi');
    expect(target.href).not.toContain('account');

    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^studio_oidc=[\w.-]+; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax$/,
    );
    // Encrypted, not merely signed: neither the state nor the return path can be read from it.
    expect(setCookie).not.toContain(query.get('state'));
    expect(Buffer.from(cookieOf(setCookie), 'base64url').toString('latin1')).not.toContain('account');
  });

  it('should create an appUser on the first sign-in and sign the same account in the second time', async () => {
    provider.identity = {
      sub: 'google-123',
      email: 'Lena.Nguyen@example.com',
      email_verified: true,
      given_name: 'Lena',
      family_name: 'Nguyen',
      name: 'Lena Nguyen',
    };
    const first = await signIn({
      returnTo: '/partner/abc/app/book/confirm?start=x',
      headers: { 'accept-language': 'en' },
    });
    expect(first.fragment.get('errorCode')).toBeNull();
    expect(first.fragment.get('returnTo')).toBe('/partner/abc/app/book/confirm?start=x');
    const token = first.fragment.get('token') ?? '';
    const user = sessionUserOf(first.fragment);
    expect(user).toEqual({
      uid: expect.any(String),
      email: 'Lena.Nguyen@example.com',
      name: 'Lena Nguyen',
      role: 'appUser',
      shopId: null,
      shopLevel: null,
      teamMemberId: null,
      emailVerified: true,
      guest: false,
    });
    const { db, tokens } = await getTestPlatform();
    expect(await tokens.verify(token)).toEqual({
      uid: user.uid,
      role: 'appUser',
      shopId: null,
      generation: 0,
      tokenId: expect.any(String),
      expiresAt: expect.any(Date),
    });
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.uid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Lena',
      last_name: 'Nguyen',
      password_hash: null,
      email_verified: true,
      locale: 'en',
    });
    expect(row.last_login_at).not.toBeNull();

    const me = await call('GET', '/api/me', { token });
    expect(me.json().uid).toBe(user.uid);

    const second = await signIn();
    expect(second.fragment.get('returnTo')).toBeNull();
    expect(sessionUserOf(second.fragment).uid).toBe(user.uid);
    const accounts = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'lena.nguyen@example.com'))
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('should sign in an existing account with its role', async () => {
    const owner = await createUser({ role: 'globalAdmin', email: 'boss@example.com' });
    provider.identity = { sub: 'boss', email: 'BOSS@example.com', email_verified: true };
    const page = await signIn();
    expect(sessionUserOf(page.fragment)).toMatchObject({
      uid: owner.id,
      role: 'globalAdmin',
      name: 'Test User',
    });
  });

  it('should drop the password of an unverified account once the provider proves the address', async () => {
    const early = await createUser({ email: 'claimed@example.com', emailVerified: false });
    provider.identity = { sub: 'real-owner', email: 'claimed@example.com', email_verified: true };
    const page = await signIn();
    expect(sessionUserOf(page.fragment)).toMatchObject({ uid: early.id, emailVerified: true });
    const login = await call('POST', '/api/auth/login', {
      body: { email: 'claimed@example.com', password: fixturePassword },
    });
    expect(login.json().errorCode).toBe(1100);
  });

  it('should refuse a disabled account', async () => {
    await createUser({ email: 'blocked@example.com', disabled: true });
    provider.identity = { sub: 'blocked', email: 'blocked@example.com', email_verified: true };
    const page = await signIn({ returnTo: '/account' });
    expect([...page.fragment.entries()]).toEqual([['errorCode', '1101']]);
  });

  it('should refuse an email address the provider has not verified, and one it does not give', async () => {
    provider.identity = { sub: 'unverified', email: 'unverified@example.com', email_verified: false };
    expect([...(await signIn()).fragment.entries()]).toEqual([['errorCode', '1102']]);
    provider.identity = { sub: 'no-email' };
    expect([...(await signIn()).fragment.entries()]).toEqual([['errorCode', '9400']]);
    const { db } = await getTestPlatform();
    const created = await db.selectFrom('users').select('id').execute();
    expect(created).toHaveLength(0);
  });

  it('should refuse an answer whose state does not match, or that comes without the cookie', async () => {
    provider.identity = { sub: 'someone', email: 'someone@example.com', email_verified: true };
    expect([...(await signIn({ tamperState: true })).fragment.entries()]).toEqual([['errorCode', '9401']]);
    expect([...(await signIn({ cookie: 'studio_oidc=forged' })).fragment.entries()]).toEqual([
      ['errorCode', '9401'],
    ]);
    expect([...(await signIn({ cookie: '' })).fragment.entries()]).toEqual([['errorCode', '9401']]);
  });

  it('should not follow a return path that leaves the site', async () => {
    provider.identity = { sub: 'someone', email: 'someone@example.com', email_verified: true };
    for (const returnTo of ['//evil.example', 'https://evil.example/account', '/\\evil.example']) {
      const page = await signIn({ returnTo });
      expect(page.fragment.get('token')).toBeTruthy();
      expect(page.fragment.get('returnTo')).toBeNull();
      expect(page.location.href).not.toContain('evil');
    }
  });
});

describe('platform identity sign-in with an unreachable provider', () => {
  it('should send the browser to the callback page with errorCode 9500', async () => {
    const app = await buildOidcApp({
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      expect(await signInOptionsOf(app)).toEqual({ enabled: true, providerName: '127.0.0.1' });
      const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe(`${publicUrl}/auth/callback#errorCode=9500`);
      expect(start.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('platform identity sign-in configuration', () => {
  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  }

  it('should be off without the variables and name Google after its issuer', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      }).oidc,
    ).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      providerName: 'Google',
    });
  });

  it('should stop at start when only some variables are set', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id' })).toEqual([
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (missing: OIDC_CLIENT_SECRET)',
    ]);
    expect(problemsOf({ OIDC_CLIENT_SECRET: 'secret' })[0]).toContain('missing: OIDC_ISSUER, OIDC_CLIENT_ID');
    expect(problemsOf({ OIDC_PROVIDER_NAME: 'Google' })).toEqual([
      'OIDC_PROVIDER_NAME needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET',
    ]);
  });

  it('should refuse an issuer that is not https, except on localhost', () => {
    const rest = { OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' };
    expect(problemsOf({ ...rest, OIDC_ISSUER: 'http://id.example.com' })).toEqual([
      'OIDC_ISSUER: must start with https:// (http:// only for localhost)',
    ]);
    expect(problemsOf({ ...rest, OIDC_ISSUER: 'not a url' })[0]).toContain(
      'OIDC_ISSUER: must be an absolute URL',
    );
    expect(problemsOf({ ...rest, OIDC_ISSUER: 'http://localhost:8080/realms/studio' })).toEqual([]);
  });
});
