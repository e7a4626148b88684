// Both homes of uploads keep the same promises: the local disk (the embedded default) and an
// S3-compatible bucket (several instances), the latter against a local S3 server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/adapters/storage/file-storage.ts';
import { openFileStorage } from '../../src/adapters/storage/open-file-storage.ts';
import { type S3TestServer, startS3TestServer } from '../support/s3-test-server.ts';

type OpenHome = () => Promise<{ storage: FileStorage; close(): Promise<void> }>;

const homes = {
  'the local disk': async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-storage-test-'));
    const storage = await openFileStorage({ dataDir, objectStorage: undefined });
    return {
      storage,
      async close() {
        await storage.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
  'an S3-compatible bucket': async () => {
    const s3: S3TestServer = await startS3TestServer();
    const storage = await openFileStorage({ dataDir: 'memory://', objectStorage: s3.config });
    return {
      storage,
      async close() {
        await storage.close();
        await s3.close();
      },
    };
  },
} satisfies Record<string, OpenHome>;

describe.each(Object.keys(homes) as (keyof typeof homes)[])('file storage on %s', (home) => {
  let storage: FileStorage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const opened = await homes[home]();
    storage = opened.storage;
    close = opened.close;
  });
  afterAll(() => close());

  it('should give back a stored file with its content type', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 logo bytes');
    await storage.put('logo-1.webp', data, 'image/webp');
    const file = await storage.get('logo-1.webp');
    expect(file?.data.equals(data)).toBe(true);
    expect(file?.contentType).toBe('image/webp');
  });

  it('should replace a file of the same name whole', async () => {
    await storage.put('cover-1.webp', Buffer.from('first'), 'image/webp');
    await storage.put('cover-1.webp', Buffer.from('second version'), 'image/webp');
    expect((await storage.get('cover-1.webp'))?.data.toString()).toBe('second version');
  });

  it('should answer undefined for a missing file and for names that are not storage names', async () => {
    expect(await storage.get('never-stored.webp')).toBeUndefined();
    expect(await storage.get('../secret')).toBeUndefined();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('should delete a file, and not mind deleting one that is gone', async () => {
    await storage.put('gone-1.webp', Buffer.from('bye'), 'image/webp');
    await storage.delete('gone-1.webp');
    expect(await storage.get('gone-1.webp')).toBeUndefined();
    await expect(storage.delete('gone-1.webp')).resolves.toBeUndefined();
  });

  it('should list every stored file with the time it was written', async () => {
    const before = Date.now() - 60_000;
    await storage.put('listed-a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('listed-b.webp', Buffer.from('b'), 'image/webp');
    const listed = await storage.list();
    const names = listed.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['listed-a.webp', 'listed-b.webp']));
    expect(names).not.toContain('gone-1.webp');
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
  });
});
