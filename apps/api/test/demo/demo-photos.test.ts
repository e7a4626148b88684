import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoShopId } from '../../src/features/demo/demo-shop.ts';
import { seedDemoData } from '../../src/features/demo/seed-demo-data.ts';
import { seedDemoPhotos } from '../../src/features/demo/seed-demo-photos.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

describe('demo studio photos', () => {
  it('should show a logo and a cover served from storage at the sizes of an upload', async () => {
    const { db, storage } = await getTestPlatform();
    expect(await seedDemoData(db)).toBe(true);
    await seedDemoPhotos(db, storage);

    const shop = (await call('GET', `/api/shops/${demoShopId}`)).json();
    const sizes = [
      { url: shop.logoUrl, width: 512, height: 512 },
      { url: shop.backgroundUrl, width: 1600, height: 900 },
    ];
    for (const { url, width, height } of sizes) {
      expect(url).toMatch(new RegExp(`^/uploads/${demoShopId}-(logo|background)-[0-9a-f-]{36}\\.webp$`));
      const image = await call('GET', url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });
});
