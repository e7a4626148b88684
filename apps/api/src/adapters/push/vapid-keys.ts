// The VAPID key pair that signs our Web Push requests: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else
// generated once and kept in the database (like the session signing secret), so that browsers'
// subscriptions, which are bound to the public key, keep working across restarts and on every
// process and instance. An older installation kept the pair in DATA_DIR/vapid-keys.json: it moves
// into the database on the first start, so existing subscriptions keep receiving.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../../db/schema.ts';
import { storedServerSecret } from '../../db/server-secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function parseStoredKeys(text: string): VapidKeys | undefined {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { publicKey, privateKey } = parsed as Record<string, unknown>;
  return typeof publicKey === 'string' && typeof privateKey === 'string'
    ? { publicKey, privateKey }
    : undefined;
}

async function keysFileInDataDir(dataDir: string): Promise<VapidKeys | undefined> {
  if (dataDir === 'memory://') return undefined;
  return readFile(join(resolve(dataDir), 'vapid-keys.json'), 'utf8').then(parseStoredKeys, () => undefined);
}

export async function resolveVapidKeys(
  db: Kysely<Database>,
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  const stored = await storedServerSecret(db, 'vapid-keys', async () =>
    JSON.stringify((await keysFileInDataDir(dataDir)) ?? webPush.generateVAPIDKeys()),
  );
  const keys = parseStoredKeys(stored);
  if (!keys) throw new Error('the stored VAPID keys are not a key pair');
  return keys;
}
