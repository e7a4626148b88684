import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from '../../src/adapters/push/vapid-keys.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { getTestPlatform } from '../support/test-platform.ts';

async function storedRows() {
  const { db } = await getTestPlatform();
  return db.selectFrom('server_secrets').select(['name', 'value']).execute();
}

describe('VAPID keys', () => {
  it('should generate a key pair once and keep it in the database, where every process finds it', async () => {
    const { db } = await getTestPlatform();
    const first = await resolveVapidKeys(db, undefined, 'memory://');
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Another process, with a disk of its own, reads the same pair.
    expect(await resolveVapidKeys(db, undefined, '/nonexistent')).toEqual(first);
    expect(await storedRows()).toEqual([{ name: 'vapid-keys', value: JSON.stringify(first) }]);
  });

  it('should carry the pair an older installation kept in DATA_DIR into the database, so subscriptions keep receiving', async () => {
    const { db } = await getTestPlatform();
    const dataDir = await mkdtemp(join(tmpdir(), 'vapid-'));
    try {
      const older = { publicKey: `B${'C'.repeat(86)}`, privateKey: 'D'.repeat(43) };
      await writeFile(join(dataDir, 'vapid-keys.json'), JSON.stringify(older));
      expect(await resolveVapidKeys(db, undefined, dataDir)).toEqual(older);
      expect(await resolveVapidKeys(db, undefined, 'memory://')).toEqual(older);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('should take the configured keys, which come together or not at all', async () => {
    const { db } = await getTestPlatform();
    const keys = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'A'.repeat(43) };
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config.vapid).toEqual(keys);
    expect(await resolveVapidKeys(db, config.vapid, '/nonexistent')).toEqual(keys);
    expect(await storedRows()).toEqual([]);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'not a key', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      ConfigError,
    );
  });
});
