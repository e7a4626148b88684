// Removes stored shop images that no row names any more: an image replaced by an approval, a
// shop deleted while its files could not be removed, an upload whose request died between
// storing the file and committing. Files younger than an hour are left alone, so an upload in
// progress never loses its file.
import type { Kysely } from 'kysely';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { uploadUrl } from '../adapters/storage/file-storage.ts';
import type { Database } from '../db/schema.ts';
import { isShopImageName, listReferencedShopImageUrls } from '../features/shops/shops.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

const graceMs = 60 * 60 * 1000;

/** Deletes unreferenced shop images older than an hour; answers how many it deleted. */
export async function deleteOrphanedShopImages(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
): Promise<number> {
  // Listed before the references are read: a file stored after the listing is not a candidate.
  const candidates = (await storage.list()).filter(
    (file) => isShopImageName(file.name) && file.modifiedAt.getTime() < now - graceMs,
  );
  if (candidates.length === 0) return 0;
  const referenced = await listReferencedShopImageUrls(db);
  let deleted = 0;
  for (const file of candidates) {
    if (referenced.has(uploadUrl(file.name))) continue;
    await storage.delete(file.name);
    deleted += 1;
  }
  return deleted;
}

/** Every hour. */
export function orphanedImageCleanupJob(
  db: Kysely<Database>,
  storage: FileStorage,
  log: JobLog,
): PeriodicJob {
  return {
    name: 'image-cleanup',
    intervalMs: 60 * 60 * 1000,
    async run() {
      // The files' ages come from the storage's own clock, so this compares with the real time.
      const deleted = await deleteOrphanedShopImages(db, storage, Date.now());
      if (deleted > 0) log.info({ deleted }, 'orphaned shop images deleted');
    },
  };
}
