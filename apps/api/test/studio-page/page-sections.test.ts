import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

const nothing = {
  deals: false,
  stampCard: false,
  gifts: false,
  bonusCard: false,
  vouchers: false,
  menu: false,
  orders: false,
};

async function sections(shopId: string, token?: string) {
  return call('GET', `/api/shops/${shopId}/page-sections`, token ? { token } : {});
}

describe('GET /api/shops/:shopId/page-sections', () => {
  it('should offer no loyalty section while the studio has nothing in it', async () => {
    const shop = await createShop();
    const response = await sections(shop.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(nothing);
  });

  it('should offer a section once it has content, and none while its module is off', async () => {
    const shop = await createShop();
    const { db } = await getTestPlatform();
    await db
      .insertInto('stamp_cards')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        title: 'Stempelkarte',
        image_url: '/x.webp',
        redeem_count: 10,
      })
      .execute();
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const gift = await call('POST', `/api/shops/${shop.id}/gifts`, {
      token: admin,
      body: {
        title: 'Willkommensgeschenk',
        offerText: 'Gratis Nagelpflege-Öl',
        description: 'Zur ersten Maniküre.',
        type: 'welcome',
        imageUrl: '/uploads/gift.webp',
      },
    });
    expect(gift.statusCode).toBe(201);
    expect((await sections(shop.id)).json()).toMatchObject({ ...nothing, stampCard: true, gifts: true });

    const off = await call('PUT', `/api/flags/shop/${shop.id}`, {
      token: admin,
      body: { stampsEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await sections(shop.id)).json()).toMatchObject({ ...nothing, gifts: true });
  });

  it('should not show the sections of a studio that is not live to another shop admin', async () => {
    const hidden = await createShop({ status: 'pending' });
    const other = await createShop();
    const otherAdmin = await tokenFor(await createUser({ role: 'shopAdmin', shopId: other.id }));
    const response = await sections(hidden.id, otherAdmin);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
    expect((await sections(randomUUID())).json().errorCode).toBe(1001);
  });
});
