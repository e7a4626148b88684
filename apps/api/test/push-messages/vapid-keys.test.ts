import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from '../../src/adapters/push/vapid-keys.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';

describe('VAPID keys', () => {
  it('should generate a key pair once, keep it in DATA_DIR for the owner only, and read it back', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vapid-'));
    try {
      const first = await resolveVapidKeys(undefined, dataDir);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await resolveVapidKeys(undefined, dataDir)).toEqual(first);
      const file = join(dataDir, 'vapid-keys.json');
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('should take the configured keys, which come together or not at all', async () => {
    const keys = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'A'.repeat(43) };
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config.vapid).toEqual(keys);
    expect(await resolveVapidKeys(config.vapid, '/nonexistent')).toEqual(keys);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'not a key', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      ConfigError,
    );
  });
});
