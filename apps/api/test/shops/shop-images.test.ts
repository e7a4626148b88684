import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { createLocalDiskStorage } from '../../src/adapters/storage/local-disk-storage.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey } from '../support/test-platform.ts';

async function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 120 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with one file field. */
function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----studio${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  shopId: string,
  kind: string,
  token: string | undefined,
  data: Buffer,
  contentType = 'image/png',
) {
  const form = multipart(data, `upload.${contentType.split('/')[1]}`, contentType);
  return call('POST', `/api/shops/${shopId}/images/${kind}`, {
    ...(token ? { token } : {}),
    body: form.body,
    headers: form.headers,
  });
}

async function globalAdminToken() {
  return tokenFor(await createUser({ role: 'globalAdmin' }));
}

async function ownedShop() {
  const shop = await createShop({ status: 'active' });
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  return { shop, token: await tokenFor(owner) };
}

describe('POST /api/shops/:shopId/images/:kind', () => {
  it('should resize a global admin’s logo to 512×512 WebP, apply it at once and serve it without a key', async () => {
    const token = await globalAdminToken();
    const shop = await createShop();
    const response = await upload(shop.id, 'logo', token, await image('jpeg', 1200, 800), 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'logo',
      pending: false,
      url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });
    expect(body.shop.logoUrl).toBe(body.url);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().logoUrl).toBe(body.url);

    const served = await call('GET', body.url, { apiKey: null });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('should make a background 1600 wide and accept a raw image body', async () => {
    const token = await globalAdminToken();
    const shop = await createShop();
    const response = await call('POST', `/api/shops/${shop.id}/images/background`, {
      token,
      body: await image('webp', 800, 400),
      headers: { 'content-type': 'image/webp' },
    });
    expect(response.statusCode).toBe(200);
    const served = await call('GET', response.json().url);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it("should hold a shop admin's image for approval until it is approved", async () => {
    const adminToken = await globalAdminToken();
    const { shop, token } = await ownedShop();
    const response = await upload(shop.id, 'logo', token, await image('png'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      pending: true,
      shop: { logoUrl: null, pendingChange: { fields: ['logoUrl'] } },
    });
    expect(body.shop.pendingChange.proposed.logoUrl).toBe(body.url);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().logoUrl).toBeNull();

    const approved = await call('POST', `/api/approvals/${body.shop.pendingChange.id}/approve`, {
      token: adminToken,
    });
    expect(approved.statusCode).toBe(200);
    expect((await call('GET', `/api/shops/${shop.id}`)).json().logoUrl).toBe(body.url);
  });

  it('should replace a pending image and remove the one it replaces', async () => {
    const { shop, token } = await ownedShop();
    const first = (await upload(shop.id, 'background', token, await image('png'))).json();
    const second = (await upload(shop.id, 'background', token, await image('jpeg'), 'image/jpeg')).json();
    expect(second.shop.pendingChange.proposed.backgroundUrl).toBe(second.url);
    expect((await call('GET', first.url)).statusCode).toBe(404);
    expect((await call('GET', second.url)).statusCode).toBe(200);
  });

  it('should judge the type by content, not by the name or declared type', async () => {
    const token = await globalAdminToken();
    const shop = await createShop();
    const disguised = await upload(shop.id, 'logo', token, await image('png'), 'image/jpeg');
    expect(disguised.statusCode).toBe(200);
    const gif = await upload(shop.id, 'logo', token, await image('gif'), 'image/png');
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ errorCode: 9400, fields: { file: expect.any(String) } });
    const text = await upload(
      shop.id,
      'logo',
      token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(text.statusCode).toBe(400);
    const svg = await upload(shop.id, 'logo', token, Buffer.from('hello, not an image'), 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
  });

  it('should refuse files over 5 MB with 9413', async () => {
    const token = await globalAdminToken();
    const shop = await createShop();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const form = await upload(shop.id, 'background', token, big);
    expect(form.statusCode).toBe(413);
    expect(form.json().errorCode).toBe(9413);
    const raw = await call('POST', `/api/shops/${shop.id}/images/background`, {
      token,
      body: big,
      headers: { 'content-type': 'image/png' },
    });
    expect(raw.statusCode).toBe(413);
    expect(raw.json().errorCode).toBe(9413);
  });

  it('should refuse an unknown kind, a missing file and other bodies with 9400', async () => {
    const token = await globalAdminToken();
    const shop = await createShop();
    const kind = await upload(shop.id, 'avatar', token, await image('png'));
    expect(kind.statusCode).toBe(400);
    expect(kind.json().fields).toHaveProperty('kind');
    const json = await call('POST', `/api/shops/${shop.id}/images/logo`, { token, body: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toHaveProperty('file');
  });

  it('should not let a shop admin upload to another shop, nor app users or anonymous callers', async () => {
    const { token } = await ownedShop();
    const other = await createShop();
    const png = await image('png');
    const response = await upload(other.id, 'logo', token, png);
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe(9403);
    const user = await createUser();
    expect((await upload(other.id, 'logo', await tokenFor(user), png)).statusCode).toBe(403);
    expect((await upload(other.id, 'logo', undefined, png)).statusCode).toBe(401);
    expect((await call('GET', `/api/shops/${other.id}`)).json().logoUrl).toBeNull();
  });
});

describe('GET /uploads/:name', () => {
  it('should answer unknown or unsafe names with 404', async () => {
    expect((await call('GET', '/uploads/nothing.webp', { apiKey: null })).statusCode).toBe(404);
    expect((await call('GET', '/uploads/..%2Fdb', { apiKey: null })).statusCode).toBe(404);
    expect((await call('GET', '/uploads/.hidden', { apiKey: null })).statusCode).toBe(404);
  });
});

describe('the content-image quota', () => {
  // 300 images stored one by one: seconds on a quiet machine, much longer on a busy one.
  it('should refuse a shop’s content image past 300 stored, with 409 on file, and take another shop’s', async () => {
    const { db, tokens } = await getTestPlatform();
    const storage = await createLocalDiskStorage('memory://');
    const app = await buildApp(
      {
        db,
        tokens,
        mailer: createMailer(db),
        config: loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey }),
        storage,
      },
      { logger: false },
    );
    try {
      const { shop, token } = await ownedShop();
      const other = await ownedShop();
      // 299 images stored before (what a year of menu changes could leave): one more fits.
      for (let index = 0; index < 299; index += 1) {
        await storage.put(`${shop.id}-content-${randomUUID()}.webp`, Buffer.from('image'), 'image/webp');
      }
      const send = async (shopId: string, bearer: string) => {
        const form = multipart(await image('png', 400, 300), 'upload.png', 'image/png');
        return app.inject({
          method: 'POST',
          url: `/api/shops/${shopId}/uploads`,
          headers: {
            ...form.headers,
            'x-api-key': testApiKey,
            authorization: `Bearer ${bearer}`,
            'accept-language': 'en',
          },
          payload: form.body,
        });
      };
      expect((await send(shop.id, token)).statusCode).toBe(201);
      const refused = await send(shop.id, token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 9409,
        fields: { file: 'Too many images uploaded; unused ones are deleted after a day' },
      });
      expect((await storage.list(`${shop.id}-content-`)).length).toBe(300);
      expect((await send(other.shop.id, other.token)).statusCode).toBe(201);
    } finally {
      await app.close();
      await storage.close();
    }
  }, 90_000);
});
