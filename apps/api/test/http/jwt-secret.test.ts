// The session signing secret when JWT_SECRET is unset: generated once and kept in the database, so
// that every process and instance signs with the same one (a per-process secret answered half of
// all calls 401 behind a load balancer).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSessionTokens, resolveJwtSecret } from '../../src/http/session-tokens.ts';
import { getTestPlatform } from '../support/test-platform.ts';

const claims = { uid: crypto.randomUUID(), role: 'appUser' as const, shopId: null, generation: 0 };

async function storedSecrets() {
  const { db } = await getTestPlatform();
  return db.selectFrom('server_secrets').select(['name', 'value']).execute();
}

describe('the generated session signing secret', () => {
  it('should be generated once and kept in the database, so a token one process signs, another accepts', async () => {
    const { db } = await getTestPlatform();
    const first = await resolveJwtSecret(db, undefined, 'memory://');
    expect(first.length).toBeGreaterThanOrEqual(32);
    // A second process (DATA_DIR=memory://, nothing shared but the database).
    const second = await resolveJwtSecret(db, undefined, 'memory://');
    expect(second).toBe(first);
    const token = await createSessionTokens(first).sign(claims);
    expect(await createSessionTokens(second).verify(token)).toMatchObject({ uid: claims.uid });
    expect(await storedSecrets()).toEqual([{ name: 'jwt-secret', value: first }]);
  });

  it('should carry an older installation’s DATA_DIR/jwt-secret into the database, so its sessions stay signed in', async () => {
    const { db } = await getTestPlatform();
    const dataDir = await mkdtemp(join(tmpdir(), 'jwt-secret-'));
    try {
      const older = 'the-secret-an-older-version-kept-in-data-dir';
      await writeFile(join(dataDir, 'jwt-secret'), `${older}\n`);
      const tokenFromBefore = await createSessionTokens(older).sign(claims);
      expect(await resolveJwtSecret(db, undefined, dataDir)).toBe(older);
      // Another machine, whose own file was never the shared one, takes the database's.
      const otherMachine = await resolveJwtSecret(db, undefined, 'memory://');
      expect(await createSessionTokens(otherMachine).verify(tokenFromBefore)).toMatchObject({
        uid: claims.uid,
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('should use JWT_SECRET when set and store nothing', async () => {
    const { db } = await getTestPlatform();
    const configured = 'a-configured-secret-of-at-least-32-chars';
    expect(await resolveJwtSecret(db, configured, 'memory://')).toBe(configured);
    expect(await storedSecrets()).toEqual([]);
  });
});
