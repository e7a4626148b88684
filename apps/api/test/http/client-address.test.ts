// The client address behind proxies (TRUST_PROXY): each proxy appends the address it saw to
// X-Forwarded-For, so the client writes the left-most entries itself. Only a number of proxies or
// their addresses decide which entry is the client; per-address limits depend on it.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with the setting and a route that answers the client address it sees. */
async function appTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
  const { db, tokens } = await getTestPlatform();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    API_KEYS: testApiKey,
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  app = await buildApp({ db, tokens, mailer: createMailer(db), config, clock: testClock }, { logger: false });
  app.get(
    '/api/client-address',
    { config: { access: { role: 'public', shop: 'none' } } },
    async (request) => ({
      ip: request.ip,
    }),
  );
  await app.ready();
  return app;
}

async function clientAddress(
  target: FastifyInstance,
  forwardedFor: string,
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const answer = await target.inject({
    method: 'GET',
    url: '/api/client-address',
    remoteAddress,
    headers: { 'x-api-key': testApiKey, 'x-forwarded-for': forwardedFor },
  });
  return answer.json().ip;
}

describe('TRUST_PROXY', () => {
  it('should take the entry the one proxy appended, not the one the client wrote (1 and true)', async () => {
    for (const setting of ['1', 'true']) {
      const target = await appTrusting(setting);
      expect(await clientAddress(target, '6.6.6.6, 198.51.100.7'), setting).toBe('198.51.100.7');
      expect(await clientAddress(target, '198.51.100.8'), setting).toBe('198.51.100.8');
      await target.close();
    }
  });

  it('should count hops from the connection inwards', async () => {
    const target = await appTrusting('2');
    expect(await clientAddress(target, '6.6.6.6, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('should skip the listed proxies’ addresses and believe nothing from an unlisted peer', async () => {
    const target = await appTrusting('127.0.0.1, 10.0.0.0/8');
    expect(await clientAddress(target, '6.6.6.6, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(await clientAddress(target, '6.6.6.6', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('should use the connection’s address when unset or false', async () => {
    for (const setting of [undefined, 'false']) {
      const target = await appTrusting(setting);
      expect(await clientAddress(target, '6.6.6.6'), String(setting)).toBe('127.0.0.1');
      await target.close();
    }
  });

  it('should refuse a setting that is neither a count nor addresses, naming what it takes', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback, 192.168.0.0/16' }).trustProxy).toEqual([
      'loopback',
      '192.168.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    for (const setting of ['maybe', '10.0.0.0/33', '11', '1.2.3', '10.0.0.1/8/2', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: setting }), setting).toThrow(ConfigError);
      try {
        loadConfig({ TRUST_PROXY: setting });
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([
          'TRUST_PROXY: must be false, the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
        ]);
      }
    }
  });

  it('should keep counting one client whatever it writes before the proxy’s entry', async () => {
    // The error tunnel allows 30 reports a minute per address.
    const { app: platformApp } = await getTestPlatform();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const answer = await platformApp.inject({
        method: 'POST',
        url: '/api/errors/tunnel',
        headers: {
          'content-type': 'text/plain',
          'x-forwarded-for': `10.9.${attempt}.1, 198.51.100.77`,
        },
        payload: `${JSON.stringify({ dsn: 'http://public@errors.invalid/1' })}\n`,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
