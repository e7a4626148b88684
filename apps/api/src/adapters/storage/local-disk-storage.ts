// Files on local disk: DATA_DIR/uploads, or a temporary folder (removed on close) when
// DATA_DIR is memory://.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { type FileStorage, isStorageName } from './file-storage.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

function checkedName(name: string): string {
  if (!isStorageName(name)) throw new Error(`not a storage name: ${name}`);
  return name;
}

export async function createLocalDiskStorage(dataDir: string): Promise<FileStorage> {
  const temporary = dataDir === 'memory://';
  const root = temporary ? await mkdtemp(join(tmpdir(), 'studio-uploads-')) : resolve(dataDir, 'uploads');
  await mkdir(root, { recursive: true });

  return {
    description: temporary ? `temporary folder ${root}` : `local disk ${root}`,
    async put(name, data) {
      const target = join(root, checkedName(name));
      // Written next to its place first, so a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.partial`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(name) {
      if (!isStorageName(name)) return undefined;
      try {
        const data = await readFile(join(root, name));
        return { data, contentType: contentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(name) {
      if (!isStorageName(name)) return;
      await rm(join(root, name), { force: true });
    },
    async list(prefix = '') {
      const entries = [];
      for (const name of await readdir(root)) {
        // Half-written files (`.partial`) are not stored files yet.
        if (!isStorageName(name) || name.endsWith('.partial') || !name.startsWith(prefix)) continue;
        const info = await stat(join(root, name)).catch(() => undefined);
        if (info?.isFile()) entries.push({ name, modifiedAt: info.mtime });
      }
      return entries;
    },
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
