// The demo studio's logo and cover photo. They are drawn as SVG in ./photos (our own work, licence
// in ./photos/README.md) and rendered to WebP here, once, when the demo studio is seeded: the repo
// keeps a few kilobytes of text instead of binary images, and the pictures go through the same
// storage and /uploads/ URLs as an owner's upload.
import { readFile } from 'node:fs/promises';
import type { ShopImageKind } from '@studio/domain/shop';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { type FileStorage, uploadUrl } from '../../adapters/storage/file-storage.ts';
import type { Database } from '../../db/schema.ts';
import { newShopImageName } from '../shops/shops.public.ts';
import { setDemoShopImages } from './demo-data.repo.ts';
import { demoShopId } from './demo-shop.ts';

const drawingOf: Record<ShopImageKind, URL> = {
  logo: new URL('./photos/logo.svg', import.meta.url),
  background: new URL('./photos/cover.svg', import.meta.url),
};

/** The sizes an owner's upload gets: logos 512×512, backgrounds 1600 wide. */
async function renderDrawing(kind: ShopImageKind): Promise<Buffer> {
  const drawing = sharp(await readFile(drawingOf[kind]));
  const sized = kind === 'logo' ? drawing.resize(512, 512) : drawing.resize({ width: 1600 });
  return sized.webp({ quality: 82 }).toBuffer();
}

async function storeDrawing(storage: FileStorage, kind: ShopImageKind): Promise<string> {
  const name = newShopImageName(demoShopId, kind);
  await storage.put(name, await renderDrawing(kind), 'image/webp');
  return uploadUrl(name);
}

/** Stores the demo studio's logo and cover and shows them on its page. */
export async function seedDemoPhotos(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  const logoUrl = await storeDrawing(storage, 'logo');
  const backgroundUrl = await storeDrawing(storage, 'background');
  await setDemoShopImages(db, demoShopId, { logoUrl, backgroundUrl });
}
