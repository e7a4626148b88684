import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

async function ownerOf(shopId: string): Promise<string> {
  return tokenFor(await createUser({ role: 'shopAdmin', shopId }));
}

const addressOf = (slug: string) => call('GET', `/api/studio-addresses/${slug}`);

describe('studio addresses', () => {
  it('should give a new studio the slug of its name, the next free one when it is taken', async () => {
    const first = await createShop({ name: 'Nagelstudio Lumière' });
    const second = await createShop({ name: 'Nagelstudio  lumiere!' });
    expect(first.slug).toBe('nagelstudio-lumiere');
    expect(second.slug).toBe('nagelstudio-lumiere-2');
    const shown = await call('GET', `/api/shops/${first.id}`);
    expect(shown.json().slug).toBe('nagelstudio-lumiere');
    const found = await addressOf('nagelstudio-lumiere-2');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ shopId: second.id, slug: 'nagelstudio-lumiere-2' });
  });

  it('should let the owner change it, keep the old address leading to the studio, and never hand it to another', async () => {
    const shop = await createShop({ name: 'Lash Bar' });
    const other = await createShop({ name: 'Brow Bar' });
    const token = await ownerOf(shop.id);

    const changed = await call('PUT', `/api/shops/${shop.id}/slug`, {
      token,
      body: { slug: ' Lash-Bar-Mitte ' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ slug: 'lash-bar-mitte' });
    expect((await addressOf('lash-bar-mitte')).json()).toEqual({ shopId: shop.id, slug: 'lash-bar-mitte' });
    // The former address still finds the studio, under its new slug.
    expect((await addressOf('lash-bar')).json()).toEqual({ shopId: shop.id, slug: 'lash-bar-mitte' });

    const otherToken = await ownerOf(other.id);
    for (const slug of ['lash-bar', 'lash-bar-mitte']) {
      const taken = await call('PUT', `/api/shops/${other.id}/slug`, { token: otherToken, body: { slug } });
      expect(taken.statusCode, slug).toBe(409);
      expect(taken.json().errorCode).toBe(2080);
    }
    // A new studio of the old name gets a slug of its own.
    expect((await createShop({ name: 'Lash Bar' })).slug).toBe('lash-bar-2');

    // Back to its former slug: that one is current again, and the later one leads there.
    const back = await call('PUT', `/api/shops/${shop.id}/slug`, { token, body: { slug: 'lash-bar' } });
    expect(back.statusCode).toBe(200);
    expect((await addressOf('lash-bar-mitte')).json()).toEqual({ shopId: shop.id, slug: 'lash-bar' });

    for (const slug of ['ab', 'lash bar', 'läsh', '-lash']) {
      const bad = await call('PUT', `/api/shops/${shop.id}/slug`, { token, body: { slug } });
      expect(bad.statusCode, slug).toBe(400);
      expect(bad.json().errorCode).toBe(9400);
    }
  });

  it('should lead nowhere for an unknown slug or a studio that is not live', async () => {
    const hidden = await createShop({ name: 'Hidden Nails', status: 'pending' });
    expect((await addressOf('hidden-nails')).statusCode).toBe(404);
    expect((await addressOf('hidden-nails')).json().errorCode).toBe(1001);
    expect((await addressOf('no-such-studio')).statusCode).toBe(404);
    expect(hidden.slug).toBe('hidden-nails');
  });

  raceTest('should give studios of one name registered at once a slug each', async () => {
    const { db } = await getTestPlatform();
    const owners = await Promise.all(Array.from({ length: 6 }, async () => tokenFor(await createUser())));
    const answers = await Promise.all(
      owners.map((token) =>
        call('POST', '/api/shops', {
          token,
          body: {
            name: 'Twin Nails',
            address: 'Torstraße 1, 10119 Berlin',
            phone: '+49 30 1234567',
            email: 'twin@example.com',
            category: 'nails',
          },
        }),
      ),
    );
    expectAnswerMix(answers, { '201': 6 });
    const slugs = await db.selectFrom('shops').select('slug').where('name', '=', 'Twin Nails').execute();
    expect(slugs.map((row) => row.slug).sort()).toEqual(
      ['twin-nails', 'twin-nails-2', 'twin-nails-3', 'twin-nails-4', 'twin-nails-5', 'twin-nails-6'].sort(),
    );
  });

  raceTest('should give a slug wanted by two studios at once to exactly one', async () => {
    const shops = await Promise.all(
      ['One', 'Two', 'Three', 'Four'].map((name) => createShop({ name: `Race ${name}` })),
    );
    const tokens = await Promise.all(shops.map((shop) => ownerOf(shop.id)));
    const answers = await Promise.all(
      shops.map((shop, index) =>
        call('PUT', `/api/shops/${shop.id}/slug`, {
          token: tokens[index] ?? '',
          body: { slug: 'the-one-address' },
        }),
      ),
    );
    expectAnswerMix(answers, { '200': 1, '409 2080': 3 });
    const { db } = await getTestPlatform();
    const holders = await db.selectFrom('shops').select('id').where('slug', '=', 'the-one-address').execute();
    expect(holders).toHaveLength(1);
  });
});
