// Photos of past work on a client's card: kept only with the client's consent, re-encoded without
// the camera's metadata, served only to the studio (staff to their own clients), deleted with
// their files, shown on the merged card, and out of another studio's reach.

import { maxClientPhotosPerClient } from '@studio/domain/client-photo-limits';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, outboxMails, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const now = '2026-12-01T08:00:00+01:00';
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;

beforeEach(() => testClock.set(now));

/** A wide JPEG from a phone camera, with the photographer and a place in its EXIF. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c2185b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Camera Owner', ImageDescription: 'Nagelstudio Nordstraße 5' } })
    .toBuffer();
}

async function clientOf(studio: BookingStudio, email: string): Promise<string> {
  const { db } = await getTestPlatform();
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('shop_id', '=', studio.shop.id)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function bookFor(studio: BookingStudio, email: string, start: string, teamMember = 0) {
  const response = await book(studio, {
    start,
    teamMemberId: studio.members[teamMember]?.id,
    customer: { name: `Kundin ${email}`, email },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

function upload(
  studio: BookingStudio,
  clientId: string,
  image: Buffer,
  query: string,
  token = studio.ownerToken,
) {
  return call('POST', `/api/shops/${studio.shop.id}/clients/${clientId}/photos${query}`, {
    token,
    body: image,
    headers: { 'content-type': 'image/jpeg' },
    language: 'en',
  });
}

/** The studio's stored photo files (the storage outlives each test's database). */
async function storedPhotoFiles(studio: BookingStudio): Promise<string[]> {
  const { storage } = await getTestPlatform();
  return (await storage.list(`private-client-photo-${studio.shop.id}-`)).map((file) => file.name);
}

async function fileNamesOf(photoId: string): Promise<{ original: string; thumbnail: string | null }> {
  const { db } = await getTestPlatform();
  const row = await db
    .selectFrom('client_photos')
    .select(['file_name', 'thumbnail_file_name'])
    .where('id', '=', photoId)
    .executeTakeFirstOrThrow();
  return { original: row.file_name, thumbnail: row.thumbnail_file_name };
}

/** A colleague invited at the staff level, linked to the studio's team member, who accepted. */
async function staffMember(studio: BookingStudio, teamMember: number): Promise<string> {
  const account = await createUser({ name: `Kollegin ${teamMember}` });
  const invited = await call('POST', `/api/shops/${studio.shop.id}/staff-invitations`, {
    token: studio.ownerToken,
    body: { email: account.email, level: 'staff', teamMemberId: studio.members[teamMember]?.id },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = (await outboxMails(account.email)).at(-1)?.text_body ?? '';
  const token = /staff-invitation\?token=([\w-]+)/.exec(mail)?.[1];
  const accepted = await call('POST', '/api/staff-invitations/accept', {
    token: await tokenFor(account),
    body: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().token;
}

describe('client photos', () => {
  it('should keep a photo only with consent, upright and small, without the camera’s metadata', async () => {
    const studio = await bookingStudio({ members: 2 });
    const visit = await bookFor(studio, 'lena@example.com', at('02', '10:00'));
    const clientId = await clientOf(studio, 'lena@example.com');
    const image = await cameraJpeg();

    const refused = await upload(studio, clientId, image, '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 8310 });
    expect(refused.json().message).toContain('consent');
    expect((await upload(studio, clientId, image, '?consent=false')).json().errorCode).toBe(8310);
    expect(await storedPhotoFiles(studio)).toEqual([]);

    const kept = await upload(studio, clientId, image, `?consent=true&bookingId=${visit.id}`);
    expect(kept.statusCode, kept.body).toBe(201);
    const photo = kept.json();
    expect(photo).toMatchObject({
      bookingId: visit.id,
      visitStart: new Date(at('02', '10:00')).toISOString(),
      consentAt: new Date(now).toISOString(),
      width: 1600,
      height: 800,
      url: `/api/shops/${studio.shop.id}/client-photos/${photo.id}`,
      thumbnailUrl: `/api/shops/${studio.shop.id}/client-photos/${photo.id}/thumbnail`,
    });

    const listed = await call('GET', `/api/shops/${studio.shop.id}/clients/${clientId}/photos`, {
      token: studio.ownerToken,
    });
    expect(listed.json().photos).toEqual([photo]);
    const served = await call('GET', photo.url, { token: studio.ownerToken });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('Camera Owner');

    // The grid's thumbnail: small, WebP, no metadata, as private as the original.
    const thumbnail = await call('GET', photo.thumbnailUrl, { token: studio.ownerToken });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(thumbnail.headers['cache-control']).toBe('private, no-store');
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(small.exif).toBeUndefined();
    expect(thumbnail.rawPayload.length).toBeLessThan(served.rawPayload.length);

    // Never public: the stored names answer nothing under /uploads/.
    const names = await fileNamesOf(photo.id);
    expect(names.thumbnail).toBe(names.original.replace(/\.webp$/, '-thumb.webp'));
    expect((await storedPhotoFiles(studio)).sort()).toEqual([names.original, names.thumbnail].sort());
    for (const name of [names.original, names.thumbnail])
      expect((await call('GET', `/uploads/${name}`, { apiKey: null })).statusCode).toBe(404);
    expect((await call('GET', photo.url)).statusCode).toBe(401);
    expect((await call('GET', photo.thumbnailUrl)).statusCode).toBe(401);
  });

  it('should refuse a visit of another client and anything that is not an image', async () => {
    const studio = await bookingStudio({ members: 2 });
    await bookFor(studio, 'lena@example.com', at('02', '10:00'));
    const othersVisit = await bookFor(studio, 'mira@example.com', at('02', '12:00'));
    const clientId = await clientOf(studio, 'lena@example.com');

    const wrongVisit = await upload(
      studio,
      clientId,
      await cameraJpeg(),
      `?consent=true&bookingId=${othersVisit.id}`,
    );
    expect(wrongVisit.statusCode).toBe(404);
    expect(wrongVisit.json().errorCode).toBe(8103);
    const notImage = await upload(studio, clientId, Buffer.from('<svg></svg>'), '?consent=true');
    expect(notImage.statusCode).toBe(400);
    expect(await storedPhotoFiles(studio)).toEqual([]);
  });

  it('should delete a photo with its stored image', async () => {
    const studio = await bookingStudio({ members: 2 });
    await bookFor(studio, 'lena@example.com', at('02', '10:00'));
    const clientId = await clientOf(studio, 'lena@example.com');
    const photo = (await upload(studio, clientId, await cameraJpeg(), '?consent=true')).json();

    const deleted = await call('DELETE', photo.url, { token: studio.ownerToken });
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', photo.url, { token: studio.ownerToken });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorCode).toBe(8311);
    expect((await call('GET', photo.thumbnailUrl, { token: studio.ownerToken })).json().errorCode).toBe(8311);
    expect((await call('DELETE', photo.url, { token: studio.ownerToken })).statusCode).toBe(404);
    expect(await storedPhotoFiles(studio)).toEqual([]);
  });

  it('should show the photos of a merged record on the surviving card and take them back on a split', async () => {
    const studio = await bookingStudio({ members: 2 });
    await bookFor(studio, 'lena@example.com', at('02', '10:00'));
    await bookFor(studio, 'lena.work@example.com', at('03', '10:00'));
    const survivor = await clientOf(studio, 'lena@example.com');
    const absorbed = await clientOf(studio, 'lena.work@example.com');
    const photo = (await upload(studio, absorbed, await cameraJpeg(), '?consent=true')).json();
    const base = `/api/shops/${studio.shop.id}/clients`;
    await call('POST', `${base}/${survivor}/merge`, {
      token: studio.ownerToken,
      body: { otherClientId: absorbed },
    });
    const merged = await call('GET', `${base}/${survivor}/photos`, { token: studio.ownerToken });
    expect(merged.json().photos.map((item: { id: string }) => item.id)).toEqual([photo.id]);
    expect((await call('GET', photo.thumbnailUrl, { token: studio.ownerToken })).statusCode).toBe(200);
    await call('POST', `${base}/${survivor}/split`, {
      token: studio.ownerToken,
      body: { mergedClientId: absorbed },
    });
    expect(
      (await call('GET', `${base}/${survivor}/photos`, { token: studio.ownerToken })).json().photos,
    ).toEqual([]);
    // Merging and splitting move no files: the absorbed record's photo and thumbnail are still its own.
    expect(await storedPhotoFiles(studio)).toHaveLength(2);
    expect((await call('GET', photo.thumbnailUrl, { token: studio.ownerToken })).statusCode).toBe(200);
  });

  it('should keep at most 60 photos per client, merged records counted, and say so in the client’s language', async () => {
    const studio = await bookingStudio({ members: 2 });
    await bookFor(studio, 'lena@example.com', at('02', '10:00'));
    await bookFor(studio, 'lena.work@example.com', at('03', '10:00'));
    const survivor = await clientOf(studio, 'lena@example.com');
    const absorbed = await clientOf(studio, 'lena.work@example.com');
    // 59 photos already on the card, half of them on the record merged into it (rows only: the
    // limit counts rows, and 59 real uploads would only slow the test).
    const { db } = await getTestPlatform();
    await db
      .insertInto('client_photos')
      .values(
        Array.from({ length: 59 }, (_, index) => ({
          id: crypto.randomUUID(),
          shop_id: studio.shop.id,
          client_id: index % 2 === 0 ? survivor : absorbed,
          booking_id: null,
          file_name: `private-client-photo-${studio.shop.id}-${crypto.randomUUID()}.webp`,
          width: 1,
          height: 1,
          byte_size: 1,
          consent_at: new Date(now),
          uploaded_by: null,
          uploaded_by_name: 'Owner',
        })),
      )
      .execute();
    const merged = await call('POST', `/api/shops/${studio.shop.id}/clients/${survivor}/merge`, {
      token: studio.ownerToken,
      body: { otherClientId: absorbed },
    });
    expect(merged.statusCode, merged.body).toBe(200);

    const sixtieth = await upload(studio, survivor, await cameraJpeg(), '?consent=true');
    expect(sixtieth.statusCode, sixtieth.body).toBe(201);
    const messages = new Set<string>();
    for (const language of ['de', 'en', 'vi', 'ar'] as const) {
      const refused = await call(
        'POST',
        `/api/shops/${studio.shop.id}/clients/${survivor}/photos?consent=true`,
        {
          token: studio.ownerToken,
          body: await cameraJpeg(),
          headers: { 'content-type': 'image/jpeg' },
          language,
        },
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errorCode).toBe(8312);
      expect(refused.json().message, language).toContain(String(maxClientPhotosPerClient));
      messages.add(refused.json().message);
    }
    expect(messages.size).toBe(4);
    // Nothing of the refused uploads is left in the storage: only the sixtieth and its thumbnail.
    expect(await storedPhotoFiles(studio)).toHaveLength(2);
    const listed = await call('GET', `/api/shops/${studio.shop.id}/clients/${survivor}/photos`, {
      token: studio.ownerToken,
    });
    expect(listed.json().photos).toHaveLength(60);
  });

  it('should let staff see and add photos of their own clients and delete only their own uploads', async () => {
    const studio = await bookingStudio({ members: 2 });
    await bookFor(studio, 'lena@example.com', at('02', '10:00'), 0);
    await bookFor(studio, 'mira@example.com', at('02', '10:00'), 1);
    const own = await clientOf(studio, 'lena@example.com');
    const notOwn = await clientOf(studio, 'mira@example.com');
    const staffToken = await staffMember(studio, 0);
    const byOwner = (await upload(studio, own, await cameraJpeg(), '?consent=true')).json();
    const ofOther = (await upload(studio, notOwn, await cameraJpeg(), '?consent=true')).json();

    const byStaff = await upload(studio, own, await cameraJpeg(), '?consent=true', staffToken);
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect(byStaff.json().uploadedByName).toBe('Kollegin 0');
    const listed = await call('GET', `/api/shops/${studio.shop.id}/clients/${own}/photos`, {
      token: staffToken,
    });
    expect(listed.json().photos).toHaveLength(2);
    expect((await call('GET', byOwner.url, { token: staffToken })).statusCode).toBe(200);

    // Another column's client is unknown to them, and so are that client's photos.
    expect((await upload(studio, notOwn, await cameraJpeg(), '?consent=true', staffToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', ofOther.url, { token: staffToken })).json().errorCode).toBe(8311);
    expect((await call('GET', ofOther.thumbnailUrl, { token: staffToken })).json().errorCode).toBe(8311);
    expect((await call('DELETE', ofOther.url, { token: staffToken })).statusCode).toBe(404);
    const notTheirs = await call('DELETE', byOwner.url, { token: staffToken });
    expect(notTheirs.statusCode).toBe(403);
    expect((await call('DELETE', byStaff.json().url, { token: staffToken })).statusCode).toBe(204);
    expect(await storedPhotoFiles(studio)).toHaveLength(4);
  });
});

describe('client photos of another shop', () => {
  it('should neither list, read, upload nor delete another studio’s photos', async () => {
    const studio = await bookingStudio({ members: 2 });
    const other = await bookingStudio();
    await bookFor(studio, 'lena@example.com', at('02', '10:00'));
    const clientId = await clientOf(studio, 'lena@example.com');
    const photo = (await upload(studio, clientId, await cameraJpeg(), '?consent=true')).json();

    const foreign = `/api/shops/${studio.shop.id}`;
    for (const [method, url] of [
      ['GET', `${foreign}/clients/${clientId}/photos`],
      ['POST', `${foreign}/clients/${clientId}/photos?consent=true`],
      ['GET', photo.url],
      ['GET', photo.thumbnailUrl],
      ['DELETE', photo.url],
    ] as const) {
      const answer = await call(method, url, {
        token: other.ownerToken,
        ...(method === 'POST' ? { body: await cameraJpeg(), headers: { 'content-type': 'image/jpeg' } } : {}),
      });
      expect([url, answer.statusCode]).toEqual([url, 403]);
    }
    // Through its own shop's path, the photo and its client are unknown.
    const own = `/api/shops/${other.shop.id}`;
    expect(
      (await call('GET', `${own}/client-photos/${photo.id}`, { token: other.ownerToken })).json().errorCode,
    ).toBe(8311);
    expect(
      (await call('GET', `${own}/client-photos/${photo.id}/thumbnail`, { token: other.ownerToken })).json()
        .errorCode,
    ).toBe(8311);
    expect(
      (await call('DELETE', `${own}/client-photos/${photo.id}`, { token: other.ownerToken })).json()
        .errorCode,
    ).toBe(8311);
    expect(
      (await call('GET', `${own}/clients/${clientId}/photos`, { token: other.ownerToken })).json().errorCode,
    ).toBe(8300);
    expect((await call('GET', photo.url, { token: studio.ownerToken })).statusCode).toBe(200);
    expect(await storedPhotoFiles(studio)).toHaveLength(2);
  });
});
