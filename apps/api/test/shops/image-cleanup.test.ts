// Stored shop images and client photos that no row names any more are removed by a clean-up job;
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

  /** An approval request of the shop whose payload names images. */
  async function submitRequest(
    request: { shopId: string; by: string; subject: 'shop' | 'gift'; subjectId: string },
    payload: Record<string, unknown>,
  ): Promise<void> {
    const { db } = await getTestPlatform();
    await db
      .insertInto('approval_requests')
      .values({
        id: randomUUID(),
        shop_id: request.shopId,
        subject_type: request.subject,
        subject_id: request.subjectId,
        payload: JSON.stringify(payload),
        submitted_by: request.by,
      })
      .execute();
  }

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
    await submitRequest(
      { shopId: shop.id, by: owner.id, subject: 'shop', subjectId: shop.id },
      {
        backgroundUrl: `/uploads/${pending}`,
      },
    );

    // Just stored: an upload may still be committing, so nothing goes yet.
    expect(await deleteOrphanedShopImages(db, storage, Date.now())).toBe(0);
    expect(await deleteOrphanedShopImages(db, storage, Date.now() + 2 * hour)).toBe(1);
    const left = (await storage.list()).map((file) => file.name).sort();
    expect(left).toEqual([live, pending, otherUpload].sort());
    expect(left).not.toContain(orphan);
  });
  it('should delete content images no stamp card, deal, gift, menu article or request names, a day after upload', async () => {
    const { db } = await getTestPlatform();
    const shop = await createShop();
    const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
    const content = () => store(`${shop.id}-content-${randomUUID()}.webp`);
    const [onCard, onDeal, onGift, onArticle, inRequest, orphan] = await Promise.all([
      content(),
      content(),
      content(),
      content(),
      content(),
      content(),
    ]);
    await db
      .insertInto('stamp_cards')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        title: 'Karte',
        image_url: `/uploads/${onCard}`,
        redeem_count: 10,
      })
      .execute();
    await db
      .insertInto('deals')
      .values({
        id: randomUUID(),
        owner_shop_id: shop.id,
        title: 'Deal',
        offer_text: '−20 %',
        description: 'Deal',
        valid_from: '2030-01-01',
        valid_to: '2030-12-31',
        hot: false,
        multi_use: false,
        type: 'independent',
        image_url: `/uploads/${onDeal}`,
        requires_purchase: false,
        price_cents: null,
        percent: null,
        article_ids: '[]',
        bundle_price_cents: null,
      })
      .execute();
    await db
      .insertInto('gifts')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        title: 'Geschenk',
        offer_text: 'Gratis',
        description: 'Geschenk',
        type: 'general',
        image_url: `/uploads/${onGift}`,
      })
      .execute();
    const categoryId = randomUUID();
    await db
      .insertInto('menu_categories')
      .values({ id: categoryId, shop_id: shop.id, name: 'Kaffee' })
      .execute();
    await db
      .insertInto('menu_articles')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        category_id: categoryId,
        name: 'Latte',
        description: 'Milchkaffee',
        price_cents: 390,
        image_url: `/uploads/${onArticle}`,
      })
      .execute();
    await submitRequest(
      { shopId: shop.id, by: owner.id, subject: 'gift', subjectId: randomUUID() },
      {
        title: 'Neu',
        imageUrl: `/uploads/${inRequest}`,
      },
    );

    // An hour is no time for a form that waits for its image: nothing goes yet.
    expect(await deleteOrphanedShopImages(db, storage, Date.now() + 2 * hour)).toBe(0);
    expect(await deleteOrphanedShopImages(db, storage, Date.now() + 25 * hour)).toBe(1);
    const left = (await storage.list()).map((file) => file.name).sort();
    expect(left).toEqual([onCard, onDeal, onGift, onArticle, inRequest].sort());
    expect(left).not.toContain(orphan);
  });

  it('should delete client photos and thumbnails whose row went, an hour after upload, and keep the named ones', async () => {
    const { db } = await getTestPlatform();
    const shop = await createShop();
    const client = { id: randomUUID(), shop_id: shop.id, name: 'Lena' };
    await db.insertInto('clients').values(client).execute();
    const namedBase = `private-client-photo-${shop.id}-${randomUUID()}`;
    const orphanBase = `private-client-photo-${shop.id}-${randomUUID()}`;
    const named = await store(`${namedBase}.webp`);
    const namedThumbnail = await store(`${namedBase}-thumb.webp`);
    const orphan = await store(`${orphanBase}.webp`);
    await store(`${orphanBase}-thumb.webp`);
    await db
      .insertInto('client_photos')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        client_id: client.id,
        booking_id: null,
        file_name: named,
        thumbnail_file_name: namedThumbnail,
        width: 1,
        height: 1,
        byte_size: 5,
        consent_at: new Date(),
        uploaded_by: null,
        uploaded_by_name: 'Owner',
      })
      .execute();

    expect(await deleteOrphanedShopImages(db, storage, Date.now())).toBe(0);
    expect(await deleteOrphanedShopImages(db, storage, Date.now() + 2 * hour)).toBe(2);
    expect((await storage.list()).map((file) => file.name).sort()).toEqual([named, namedThumbnail].sort());
    expect(orphan).not.toBe(named);
  });
});
