// The VAPID key pair that signs our Web Push requests: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else
// generated once and kept in DATA_DIR (like the JWT secret), so browsers' subscriptions, which are
// bound to the public key, keep working across restarts and on every instance sharing DATA_DIR.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import webPush from 'web-push';

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

export async function resolveVapidKeys(
  configured: VapidKeys | undefined,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured) return configured;
  if (dataDir === 'memory://') return webPush.generateVAPIDKeys();
  const file = join(resolve(dataDir), 'vapid-keys.json');
  const stored = await readFile(file, 'utf8').then(parseStoredKeys, () => undefined);
  if (stored) return stored;
  await mkdir(resolve(dataDir), { recursive: true });
  // Two instances starting together: the first file written wins and both read it back.
  await writeFile(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' }).catch(
    () => undefined,
  );
  const written = parseStoredKeys(await readFile(file, 'utf8'));
  if (!written) throw new Error(`${file} does not hold a VAPID key pair`);
  return written;
}
