// How a client's photos are stored: private names (never served under /uploads/) that start with
// the shop's id, so that a file belongs to exactly one shop. A photo's thumbnail has the original's
// name with `-thumb`, so the two lie side by side.
import { randomUUID } from 'node:crypto';
import { privateNamePrefix } from '../../adapters/storage/file-storage.ts';

const photoNamePattern = /^private-client-photo-[0-9a-f-]{36}-[0-9a-f-]{36}(-thumb)?\.webp$/;

export interface ClientPhotoNames {
  original: string;
  thumbnail: string;
}

export function newClientPhotoNames(shopId: string): ClientPhotoNames {
  const base = `${privateNamePrefix}client-photo-${shopId}-${randomUUID()}`;
  return { original: `${base}.webp`, thumbnail: `${base}-thumb.webp` };
}

/** Whether a stored name is a client photo's or its thumbnail's (other files are left alone). */
export function isClientPhotoName(name: string): boolean {
  return photoNamePattern.test(name);
}
