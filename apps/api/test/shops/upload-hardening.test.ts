// A shop's stored images belong to it alone, concurrent uploads leave no
// orphaned files, and malformed multipart bodies are a 400, not a 500.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { expectAnswerMix, raceTest } from '../support/race-test.ts';
import { call, getTestPlatform } from '../support/test-platform.ts';

function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
}

function multipartBody(data: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

async function ownedShop() {
  const shop = await createShop({ status: 'active' });
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id });
  return { shop, token: await tokenFor(owner) };
}

describe('malformed multipart uploads', () => {
  it('should answer a boundary that does not match the body with 400 9400', async () => {
    const { shop, token } = await ownedShop();
    const response = await call('POST', `/api/shops/${shop.id}/images/logo`, {
      token,
      body: multipartBody(await png(), 'actual-boundary'),
      headers: { 'content-type': 'multipart/form-data; boundary=announced-boundary' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
  });

  it('should answer a truncated multipart body with 400 9400', async () => {
    const { shop, token } = await ownedShop();
    const body = multipartBody(await png(), 'b0undary');
    const response = await call('POST', `/api/shops/${shop.id}/images/logo`, {
      token,
      body: body.subarray(0, body.length - 40),
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
  });

  it('should answer a multipart body without a boundary with 400 9400', async () => {
    const { shop, token } = await ownedShop();
    const response = await call('POST', `/api/shops/${shop.id}/images/logo`, {
      token,
      body: multipartBody(await png(), 'x'),
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(9400);
  });
});

async function uploadRaw(shopId: string, token: string, kind = 'logo') {
  return call('POST', `/api/shops/${shopId}/images/${kind}`, {
    token,
    body: await png(),
    headers: { 'content-type': 'image/png' },
  });
}

async function stored(url: string): Promise<boolean> {
  return (await call('GET', url, { apiKey: null })).statusCode === 200;
}

describe("a shop's stored images", () => {
  it("should not let a shop owner delete another shop's logo by naming it in a profile edit", async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const victim = await createShop();
    const victimLogo = (await uploadRaw(victim.id, admin)).json().url as string;
    expect(await stored(victimLogo)).toBe(true);

    const { shop, token } = await ownedShop();
    const edit = await call('PUT', `/api/shops/${shop.id}`, { token, body: { logoUrl: victimLogo } });
    expect(edit.statusCode).toBe(200);
    // Image URLs are not client input: the edit does not propose the other shop's file.
    expect(edit.json().pendingChange?.proposed.logoUrl).toBeUndefined();
    expect((await uploadRaw(shop.id, token)).statusCode).toBe(200);
    expect((await uploadRaw(shop.id, token)).statusCode).toBe(200);
    expect(await stored(victimLogo)).toBe(true);
  });

  it("should ignore image URLs in a global admin's profile edit", async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const shop = await createShop();
    const edit = await call('PUT', `/api/shops/${shop.id}`, {
      token: admin,
      body: { logoUrl: '/uploads/someone-else.webp', backgroundUrl: 'https://cdn.example/bg.png' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ logoUrl: null, backgroundUrl: null });
  });

  it("should not delete another shop's file when a shop whose row names it is deleted", async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const victim = await createShop();
    const victimLogo = (await uploadRaw(victim.id, admin)).json().url as string;
    const doomed = await createShop();
    // A row written before image URLs stopped being client input.
    const { db } = await getTestPlatform();
    await db.updateTable('shops').set({ logo_url: victimLogo }).where('id', '=', doomed.id).execute();
    const ownLogo = (await uploadRaw(doomed.id, admin, 'background')).json().url as string;

    expect((await call('DELETE', `/api/shops/${doomed.id}`, { token: admin })).statusCode).toBe(204);
    expect(await stored(victimLogo)).toBe(true);
    expect(await stored(ownLogo)).toBe(false);
  });

  raceTest('should leave exactly one stored file after 20 concurrent uploads by one shop admin', async () => {
    const { shop, token } = await ownedShop();
    const responses = await Promise.all(Array.from({ length: 20 }, () => uploadRaw(shop.id, token)));
    expectAnswerMix(responses, { '200': 20 });
    const urls = responses.map((response) => response.json().url as string);
    const kept = await Promise.all(urls.map(stored));
    expect(kept.filter(Boolean)).toHaveLength(1);
    const current = (await call('GET', `/api/shops/${shop.id}`, { token })).json();
    expect(kept[urls.indexOf(current.pendingChange.proposed.logoUrl)]).toBe(true);
  });

  raceTest('should leave exactly one stored file after 20 concurrent uploads by a global admin', async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const shop = await createShop();
    const responses = await Promise.all(Array.from({ length: 20 }, () => uploadRaw(shop.id, admin)));
    expectAnswerMix(responses, { '200': 20 });
    const urls = responses.map((response) => response.json().url as string);
    const kept = await Promise.all(urls.map(stored));
    expect(kept.filter(Boolean)).toHaveLength(1);
    const current = (await call('GET', `/api/shops/${shop.id}`, { token: admin })).json();
    expect(kept[urls.indexOf(current.logoUrl)]).toBe(true);
  });
});
