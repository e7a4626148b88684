// Removes stored shop images that no row names any more: an image replaced by an approval, a
// shop deleted while its files could not be removed, an upload whose request died between
// storing the file and committing, a content image (stamp card, deal, gift, menu) whose form was
// never saved or whose content changed it or went away. Logos and backgrounds younger than an
// hour are left alone, so an upload in progress never loses its file; content images a day, since
// a form may stay open while its image waits. A client's photo whose row went (an erasure or a
// deletion that failed to remove the file, a shop deleted) goes an hour after its upload.
import type { Kysely } from 'kysely';
import type { FileStorage } from '../adapters/storage/file-storage.ts';
import { uploadUrl } from '../adapters/storage/file-storage.ts';
import type { Database } from '../db/schema.ts';
import { isClientPhotoName, listReferencedPhotoFileNames } from '../features/clients/clients.public.ts';
import {
  isContentImageName,
  isShopImageName,
  listReferencedShopImageUrls,
} from '../features/shops/shops.public.ts';
import type { JobLog, PeriodicJob } from './job-queue.ts';

const hourMs = 60 * 60 * 1000;

/** How old an unreferenced file must be to go, or undefined for files that are not shop images. */
function graceOf(name: string): number | undefined {
  if (isShopImageName(name) || isClientPhotoName(name)) return hourMs;
  if (isContentImageName(name)) return 24 * hourMs;
  return undefined;
}

/** Deletes unreferenced shop images and client photos past their grace; answers how many it deleted. */
export async function deleteOrphanedShopImages(
  db: Kysely<Database>,
  storage: FileStorage,
  now: number,
): Promise<number> {
  // Listed before the references are read: a file stored after the listing is not a candidate.
  const candidates = (await storage.list()).filter((file) => {
    const grace = graceOf(file.name);
    return grace !== undefined && file.modifiedAt.getTime() < now - grace;
  });
  if (candidates.length === 0) return 0;
  const referenced = await listReferencedShopImageUrls(db);
  const referencedPhotos = await listReferencedPhotoFileNames(db);
  let deleted = 0;
  for (const file of candidates) {
    if (referenced.has(uploadUrl(file.name)) || referencedPhotos.has(file.name)) continue;
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
