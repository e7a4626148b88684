// Stored shop images that no row names any more are removed by a clean-up job;
// named ones, young ones (an upload in progress) and other files stay.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/adapters/storage/file-storage.ts';
import { createLocalDiskStorage } from '../../src/adapters/storage/local-disk-storage.ts';
import { deleteOrphanedShopImages } from '../../src/jobs/cleanup-orphaned-images.ts';
import { createShop, createUser } from '../support/fixtures.ts';
import { getTestPlatform } from '../support/test-platform.ts';

const hour = 60 * 60 * 1000;

describe('orphaned shop image clean-up', () => {
  let storage: FileStorage;

  beforeEach(async () => {
    storage = await createLocalDiskStorage('memory://');
  });

  afterEach(async () => {
    await storage.close();
  });

  async function store(name: string): Promise<string> {
    await storage.put(name, Buffer.from('image'), 'image/webp');
    return name;
  }

  it('should delete only old shop images that no shop or approval request names', async () => {
    const { db } = await getTestPlatform();
    const shop = await createShop();
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const live = await store(`${shop.id}-logo-${randomUUID()}.webp`);
    const pending = await store(`${shop.id}-background-${randomUUID()}.webp`);
    const orphan = await store(`${shop.id}-logo-${randomUUID()}.webp`);
    const otherUpload = await store(`menu-${randomUUID()}.webp`);
    await db
      .updateTable('shops')
      .set({ logo_url: `/uploads/${live}` })
      .where('id', '=', shop.id)
      .execute();
    await db
      .insertInto('approval_requests')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        subject_type: 'shop',
        subject_id: shop.id,
        payload: JSON.stringify({ backgroundUrl: `/uploads/${pending}` }),
        submitted_by: owner.id,
      })
      .execute();

    // Just stored: an upload may still be committing, so nothing goes yet.
    expect(await deleteOrphanedShopImages(db, storage, Date.now())).toBe(0);
    expect(await deleteOrphanedShopImages(db, storage, Date.now() + 2 * hour)).toBe(1);
    const left = (await storage.list()).map((file) => file.name).sort();
    expect(left).toEqual([live, pending, otherUpload].sort());
    expect(left).not.toContain(orphan);
  });
});
