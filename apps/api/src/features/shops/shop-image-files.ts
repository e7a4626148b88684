// Which stored files are a shop's images. Every name starts with the shop's id, so a file belongs
// to exactly one shop, and replacing or deleting a shop's images can never touch another shop's.
import { randomUUID } from 'node:crypto';
import type { ShopImageKind } from '@studio/domain/shop';
import { uploadNameOf } from '../../adapters/storage/file-storage.ts';

export function newShopImageName(shopId: string, kind: ShopImageKind): string {
  return `${shopId}-${kind}-${randomUUID()}.webp`;
}

/** The stored name behind a URL when it is one of this shop's images; undefined for anything else. */
export function ownImageNameOf(shopId: string, url: unknown): string | undefined {
  const name = typeof url === 'string' ? uploadNameOf(url) : undefined;
  return name?.startsWith(`${shopId}-`) ? name : undefined;
}

const shopImageNamePattern = /^[0-9a-f-]{36}-(?:logo|background)-[0-9a-f-]{36}\.webp$/;
const contentImageNamePattern = /^[0-9a-f-]{36}-content-[0-9a-f-]{36}\.webp$/;

/** Whether a stored name is a shop image's (other uploads are named otherwise and left alone). */
export function isShopImageName(name: string): boolean {
  return shopImageNamePattern.test(name);
}

/** The start of every name of a shop's content images (stamp card, deals, gifts, menu). */
export function contentImagePrefix(shopId: string): string {
  return `${shopId}-content-`;
}

export function newContentImageName(shopId: string): string {
  return `${contentImagePrefix(shopId)}${randomUUID()}.webp`;
}

/** Whether a stored name is a shop content image's. */
export function isContentImageName(name: string): boolean {
  return contentImageNamePattern.test(name);
}
