// Each person's data under their control: the download of everything held about them, account
// deletion and a studio's erasure of a client (after which the person appears in no table and the
// studio's photos of them are gone from the storage), and the guests' retention.
import { guestRetentionYears } from '@studio/domain/client-contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { eraseGuestsPastRetention } from '../../src/features/personal-data/personal-data.public.ts';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { createUser, fixturePassword, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

const now = '2026-12-01T08:00:00+01:00';
const at = (day: string, time: string) => `2026-12-${day}T${time}:00+01:00`;

beforeEach(() => testClock.set(now));

const person = { name: 'Zephyrine Quaxley', email: 'zephyrine.q@example.com', phone: '+49 176 99887766' };
/** What would name the person: their name, email and phone number as written and as digits. */
const traces = ['Zephyrine', 'Quaxley', 'zephyrine.q', '99887766'];

/** Every table and column where any of the traces still stands. */
async function tracesInDatabase(): Promise<string[]> {
  const { db } = await getTestPlatform();
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_migration%'`.execute(db);
  const found: string[] = [];
  for (const { table_name } of tables) {
    for (const trace of traces) {
      const { rows } = await sql<{ row: string }>`
        SELECT t::text AS row FROM ${sql.table(table_name)} t WHERE t::text ILIKE ${`%${trace}%`}`.execute(
        db,
      );
      for (const row of rows) found.push(`${table_name}: ${row.row.slice(0, 300)}`);
    }
  }
  return found;
}

/** A photo of the person's nails kept by the studio with her consent; answers the photo's id. */
async function keepPhoto(studio: BookingStudio, clientId: string): Promise<string> {
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ad1457' } })
    .png()
    .toBuffer();
  const response = await call(
    'POST',
    `/api/shops/${studio.shop.id}/clients/${clientId}/photos?consent=true`,
    {
      token: studio.ownerToken,
      body: image,
      headers: { 'content-type': 'image/png' },
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** The studio's stored client photos (files, not rows). */
async function storedPhotos(studio: BookingStudio): Promise<string[]> {
  const { storage } = await getTestPlatform();
  return (await storage.list(`private-client-photo-${studio.shop.id}-`)).map((file) => file.name);
}

async function bookingCount(studio: BookingStudio): Promise<number> {
  const { db } = await getTestPlatform();
  const rows = await db.selectFrom('bookings').select('id').where('shop_id', '=', studio.shop.id).execute();
  return rows.length;
}

async function clientIdOf(studio: BookingStudio, email: string): Promise<string> {
  const { db } = await getTestPlatform();
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('shop_id', '=', studio.shop.id)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET me/data', () => {
  it('should hand a customer everything held about them in one document', async () => {
    const studio = await bookingStudio();
    const account = await createUser({ name: person.name, email: person.email });
    const token = await tokenFor(account);
    const booked = await book(studio, { start: at('02', '10:00'), customer: person }, token);
    expect(booked.statusCode).toBe(201);
    const clientId = await clientIdOf(studio, person.email);
    await call('POST', `/api/shops/${studio.shop.id}/clients/${clientId}/notes`, {
      token: studio.ownerToken,
      body: { text: 'Mag kurze Nägel' },
    });
    const photoId = await keepPhoto(studio, clientId);

    const response = await call('GET', '/api/me/data', { token });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.account).toMatchObject({ id: account.id, email: person.email, name: person.name });
    expect(data.bookings).toMatchObject([
      { id: booked.json().id, customer_email: person.email, treatments: [{ name: 'Maniküre' }] },
    ]);
    expect(data.clientRecords).toMatchObject([
      {
        shop_id: studio.shop.id,
        name: person.name,
        notes: [{ text: 'Mag kurze Nägel' }],
        photos: [{ id: photoId, consent_at: expect.any(String) }],
      },
    ]);
    const image = String(data.clientRecords[0].photos[0].image);
    expect(image.startsWith('data:image/webp;base64,')).toBe(true);
    const decoded = await sharp(Buffer.from(image.slice(image.indexOf(',') + 1), 'base64')).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(await call('GET', '/api/me/data')).toMatchObject({ statusCode: 401 });
  });
});

describe('DELETE me', () => {
  it('should end the session and leave the person in no table, the bookings kept anonymous', async () => {
    const studio = await bookingStudio();
    const account = await createUser({ name: person.name, email: person.email });
    const token = await tokenFor(account);
    const visit = await book(studio, { start: at('02', '10:00'), customer: person }, token);
    expect(visit.statusCode).toBe(201);
    // A booking taken at the desk for her by phone, before she had the account.
    expect(
      (
        await book(
          studio,
          { start: at('03', '10:00'), customer: { name: person.name, phone: person.phone }, source: 'phone' },
          studio.ownerToken,
        )
      ).statusCode,
    ).toBe(201);
    const clientId = await clientIdOf(studio, person.email);
    await call('POST', `/api/shops/${studio.shop.id}/clients/${clientId}/notes`, {
      token: studio.ownerToken,
      body: { text: `${person.name} mag Rot` },
    });
    await keepPhoto(studio, clientId);
    // She rated the visit, waits for another time and keeps the studio as a favourite.
    await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${visit.json().id}`, {
      token: studio.ownerToken,
      body: { status: 'completed' },
    });
    const reviewed = await call('POST', `/api/me/bookings/${visit.json().id}/review`, {
      token,
      body: { rating: 5, text: 'Wunderbar, sagt Zephyrine' },
    });
    expect(reviewed.statusCode).toBe(201);
    const waiting = await call('POST', `/api/shops/${studio.shop.id}/waitlist`, {
      token,
      body: { serviceIds: [studio.services[0]?.id], from: '2026-12-04', to: '2026-12-05' },
    });
    expect(waiting.statusCode).toBe(201);
    expect((await call('PUT', `/api/me/favourite-studios/${studio.shop.id}`, { token })).statusCode).toBe(
      204,
    );
    const held = (await call('GET', '/api/me/data', { token })).json();
    expect(held.reviews).toMatchObject([{ rating: 5 }]);
    expect(held.waitlistEntries).toHaveLength(1);
    expect(held.favouriteStudios).toMatchObject([{ shop_id: studio.shop.id }]);
    expect((await tracesInDatabase()).length).toBeGreaterThan(0);

    const deleted = await call('DELETE', '/api/me', { token });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/me', { token })).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', {
      body: { email: person.email, password: fixturePassword },
    });
    expect(login.statusCode).toBe(401);
    expect(await tracesInDatabase()).toEqual([]);
    expect(await storedPhotos(studio)).toEqual([]);
    expect(await bookingCount(studio)).toBe(2);
    const { db } = await getTestPlatform();
    const marks = await db
      .selectFrom('favourite_studios')
      .select('shop_id')
      .where('user_id', '=', account.id)
      .execute();
    expect(marks).toEqual([]);
  });

  it('should refuse the deletion of a studio’s last admin and of a global admin', async () => {
    const studio = await bookingStudio();
    const last = await call('DELETE', '/api/me', { token: studio.ownerToken, language: 'en' });
    expect(last.statusCode).toBe(409);
    expect(last.json().errorCode).toBe(8304);
    const admin = await createUser({ role: 'globalAdmin' });
    const refused = await call('DELETE', '/api/me', { token: await tokenFor(admin) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(9403);
  });
});

describe('erasing a client', () => {
  it('should leave the guest in no table and keep the studio’s bookings anonymous', async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    expect((await book(studio, { start: at('02', '10:00'), customer: person })).statusCode).toBe(201);
    expect((await book(other, { start: at('02', '10:00'), customer: person })).statusCode).toBe(201);
    const clientId = await clientIdOf(studio, person.email);
    const photoId = await keepPhoto(studio, clientId);
    const otherPhoto = await keepPhoto(other, await clientIdOf(other, person.email));

    const exported = await call('GET', `/api/shops/${studio.shop.id}/clients/${clientId}/export`, {
      token: studio.ownerToken,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().bookings).toHaveLength(1);
    expect(exported.json().clientRecords).toMatchObject([
      { id: clientId, photos: [{ id: photoId, image: expect.stringMatching(/^data:image\/webp;base64,/) }] },
    ]);

    const erased = await call('DELETE', `/api/shops/${studio.shop.id}/clients/${clientId}`, {
      token: studio.ownerToken,
    });
    expect(erased.statusCode).toBe(204);
    expect(await bookingCount(studio)).toBe(1);
    const again = await call('GET', `/api/shops/${studio.shop.id}/clients/${clientId}`, {
      token: studio.ownerToken,
    });
    expect(again.json().errorCode).toBe(8300);
    const photo = await call('GET', `/api/shops/${studio.shop.id}/client-photos/${photoId}`, {
      token: studio.ownerToken,
    });
    expect(photo.json().errorCode).toBe(8311);
    expect(await storedPhotos(studio)).toEqual([]);
    // The other studio's record of her is its own to keep, photo and thumbnail too.
    expect(await storedPhotos(other)).toHaveLength(2);
    expect(
      (
        await call('GET', `/api/shops/${other.shop.id}/client-photos/${otherPhoto}`, {
          token: other.ownerToken,
        })
      ).statusCode,
    ).toBe(200);
    const { db } = await getTestPlatform();
    const otherBooking = await db
      .selectFrom('bookings')
      .select('customer_name')
      .where('shop_id', '=', other.shop.id)
      .executeTakeFirstOrThrow();
    expect(otherBooking.customer_name).toBe(person.name);
    await call('DELETE', `/api/shops/${other.shop.id}/clients/${await clientIdOf(other, person.email)}`, {
      token: other.ownerToken,
    });
    expect(await tracesInDatabase()).toEqual([]);
  });
});

describe('guest retention', () => {
  it(`should erase guests whose last contact lies ${guestRetentionYears} years back, and only them`, async () => {
    const studio = await bookingStudio();
    expect((await book(studio, { start: at('02', '10:00'), customer: person })).statusCode).toBe(201);
    await keepPhoto(studio, await clientIdOf(studio, person.email));
    const regular = { name: 'Stammkundin', email: 'stamm@example.com' };
    expect((await book(studio, { start: at('02', '12:00'), customer: regular })).statusCode).toBe(201);
    const { db, storage } = await getTestPlatform();
    const longAgo = new Date('2023-06-01T10:00:00Z');
    // The first guest's only visit lies long back.
    await db
      .updateTable('clients')
      .set({ last_contact_at: longAgo })
      .where('email', '=', person.email)
      .execute();
    await db
      .updateTable('bookings')
      .set({ start_at: longAgo, end_at: new Date(longAgo.getTime() + 3_600_000) })
      .where('customer_email', '=', person.email)
      .execute();

    expect(await eraseGuestsPastRetention(db, storage, new Date(now), guestRetentionYears)).toBe(1);
    expect(await tracesInDatabase()).toEqual([]);
    expect(await storedPhotos(studio)).toEqual([]);
    const left = await db
      .selectFrom('clients')
      .select('name')
      .where('shop_id', '=', studio.shop.id)
      .execute();
    expect(left).toEqual([{ name: 'Stammkundin' }]);
    expect(await bookingCount(studio)).toBe(2);
  });
});
