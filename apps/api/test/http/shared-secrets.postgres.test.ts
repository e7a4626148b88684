// Without JWT_SECRET and VAPID keys, API instances on one PostgreSQL database (each with a disk of
// its own: DATA_DIR=memory://) sign sessions and Web Push with the same generated secrets, which the
// database keeps; instances starting at once end up with one secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from '../../src/adapters/push/vapid-keys.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { resolveJwtSecret } from '../../src/http/session-tokens.ts';
import { callServer, createServerSchema, dropServerSchema } from '../support/server-calls.ts';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

const apiKey = 'shared-secrets-key';
const admin = { email: 'shared-secrets-admin@example.com', password: 'shared-secrets-password' };

describe('two instances without JWT_SECRET', () => {
  const schema = `shared_secrets_${process.pid}`;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    const env = {
      DATABASE_URL: await createServerSchema(schema),
      DATA_DIR: 'memory://',
      API_KEYS: apiKey,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    };
    // One after the other, as an upgrade rolls out: the first runs the migrations.
    first = await startServerProcess(env);
    second = await startServerProcess(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await dropServerSchema(schema);
  }, 60_000);

  it('should accept on each instance the tokens the other signed', async () => {
    for (const [signer, checker] of [
      [first, second],
      [second, first],
    ] as const) {
      const login = await callServer<{ token: string }>(signer, 'POST', '/api/auth/login', {
        apiKey,
        json: admin,
      });
      expect(login.status).toBe(200);
      const me = await callServer<{ email: string }>(checker, 'GET', '/api/me', {
        apiKey,
        token: login.body.token,
      });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(admin.email);
    }
  });

  it('should sign Web Push with one key pair, the one browsers subscribed with on either instance', async () => {
    const keys = await Promise.all(
      [first, second].map((server) =>
        callServer<{ publicKey: string }>(server, 'GET', '/api/push/vapid-public-key', { apiKey }),
      ),
    );
    expect(keys[0]?.status).toBe(200);
    expect(keys[1]?.body.publicKey).toBe(keys[0]?.body.publicKey);
  });
});

describe('instances creating the secrets at the same moment', () => {
  const schema = `shared_secrets_race_${process.pid}`;
  const instances = 8;
  let databases: DatabaseHandle[] = [];

  beforeAll(async () => {
    const databaseUrl = await createServerSchema(schema);
    databases = await Promise.all(
      Array.from({ length: instances }, () => openDatabase({ databaseUrl, poolSize: 1 })),
    );
    const [migrating] = databases;
    if (migrating) await migrateToLatest(migrating.db);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    await dropServerSchema(schema);
  });

  it('should end with one signing secret and one key pair, which every instance uses', async () => {
    const [secrets, keyPairs] = await Promise.all([
      Promise.all(databases.map((database) => resolveJwtSecret(database.db, undefined, 'memory://'))),
      Promise.all(databases.map((database) => resolveVapidKeys(database.db, undefined, 'memory://'))),
    ]);
    expect(new Set(secrets).size).toBe(1);
    expect(new Set(keyPairs.map((keys) => keys.publicKey)).size).toBe(1);
    const [any] = databases;
    const rows = await any?.db
      .selectFrom('server_secrets')
      .select(['name', 'value'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'jwt-secret', value: secrets[0] },
      { name: 'vapid-keys', value: JSON.stringify(keyPairs[0]) },
    ]);
  });
});
