// How a client's photos are stored: private names (never served under /uploads/) that start with
// the shop's id, so that a file belongs to exactly one shop.
import { randomUUID } from 'node:crypto';
import { privateNamePrefix } from '../../adapters/storage/file-storage.ts';

const photoNamePattern = /^private-client-photo-[0-9a-f-]{36}-[0-9a-f-]{36}\.webp$/;

export function newClientPhotoName(shopId: string): string {
  return `${privateNamePrefix}client-photo-${shopId}-${randomUUID()}.webp`;
}

/** Whether a stored name is a client photo's (other files are named otherwise and left alone). */
export function isClientPhotoName(name: string): boolean {
  return photoNamePattern.test(name);
}
