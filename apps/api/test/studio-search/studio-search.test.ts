import { distanceBandOf } from '@studio/domain/consumer-contract';
import type { ShopCategory } from '@studio/domain/shop';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingStudio, book, bookingStudio } from '../support/booking-fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

// Alexanderplatz; a kilometre north is about 0.008993° of latitude.
const centre = { lat: 52.52, lng: 13.405 };
const kmNorth = (km: number) => centre.lat + km / 111.2;

beforeEach(() => testClock.set('2027-03-01T08:00:00+01:00'));

async function studioAt(
  km: number,
  options: {
    name: string;
    plus?: boolean;
    category?: ShopCategory;
    treatments?: { name: string; durationMinutes: number; priceCents?: number }[];
    status?: 'active' | 'pending';
  },
): Promise<BookingStudio> {
  const studio = await bookingStudio({
    members: 1,
    ...(options.treatments ? { services: options.treatments } : {}),
    ...(options.status ? { status: options.status } : {}),
  });
  const { db } = await getTestPlatform();
  await db
    .updateTable('shops')
    .set({
      name: options.name,
      latitude: kmNorth(km),
      longitude: centre.lng,
      category: options.category ?? 'nails',
    })
    .where('id', '=', studio.shop.id)
    .execute();
  if (options.plus) {
    await db
      .insertInto('shop_subscriptions')
      .values({ shop_id: studio.shop.id, plan: 'plus', status: 'active' })
      .execute();
  }
  return studio;
}

async function search(query: string) {
  const response = await call('GET', `/api/studios?lat=${centre.lat}&lng=${centre.lng}&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { shopId: string; name: string; distanceKm: number; plus: boolean; nextFreeTimes: string[] }[];
    total: number;
  };
}

describe('GET studios', () => {
  it('should rank by distance band, Plus first inside a band, then the nearer', async () => {
    await studioAt(0.5, { name: 'Near' });
    await studioAt(0.8, { name: 'Near Plus', plus: true });
    await studioAt(2, { name: 'Band two Plus', plus: true });
    await studioAt(1.5, { name: 'Band two' });
    await studioAt(6, { name: 'Far' });

    const { items, total } = await search('radiusKm=10');

    expect(items.map((item) => item.name)).toEqual(['Near Plus', 'Near', 'Band two Plus', 'Band two', 'Far']);
    expect(total).toBe(5);
    expect(items[0]).toMatchObject({ plus: true, distanceKm: 0.8 });
    expect(items.map((item) => distanceBandOf(item.distanceKm))).toEqual([0, 0, 1, 1, 2]);

    const plusOnly = await search('radiusKm=10&plus=true');
    expect(plusOnly.items.map((item) => item.name)).toEqual(['Near Plus', 'Band two Plus']);
    expect(plusOnly.total).toBe(2);
  });

  it('should keep only live studios within the radius, of the category, with a matching treatment', async () => {
    await studioAt(1, {
      name: 'Shellac place',
      treatments: [{ name: 'Shellac Maniküre', durationMinutes: 45 }],
    });
    await studioAt(1.2, {
      name: 'Classic place',
      treatments: [{ name: 'Maniküre klassisch', durationMinutes: 30 }],
    });
    await studioAt(1.4, { name: 'Lash place', category: 'lashes_brows' });
    await studioAt(1.6, { name: 'Pending place', status: 'pending' });
    await studioAt(30, { name: 'Out of reach' });

    expect((await search('radiusKm=5')).items.map((item) => item.name)).toEqual([
      'Shellac place',
      'Classic place',
      'Lash place',
    ]);
    expect((await search('radiusKm=5&q=shellac')).items.map((item) => item.name)).toEqual(['Shellac place']);
    expect((await search('radiusKm=5&category=lashes_brows')).items.map((item) => item.name)).toEqual([
      'Lash place',
    ]);
    expect((await search('radiusKm=50')).items.map((item) => item.name)).toContain('Out of reach');
  });

  it('should give the matched treatment’s free times on the chosen day, as the booking page finds them', async () => {
    const studio = await studioAt(1, {
      name: 'Times',
      treatments: [
        { name: 'Maniküre klassisch', durationMinutes: 30, priceCents: 2500 },
        { name: 'Shellac Maniküre', durationMinutes: 60, priceCents: 3500 },
      ],
    });
    const shellac = studio.services[1];

    const { items } = await search('q=Shellac&date=2027-03-02');
    const slots = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${shellac?.id}&from=2027-03-02&to=2027-03-02`,
    );

    expect(items[0]).toMatchObject({
      treatment: { id: shellac?.id, name: 'Shellac Maniküre', priceCents: 3500, durationMinutes: 60 },
      priceRangeCents: { min: 2500, max: 3500 },
    });
    expect(items[0]?.nextFreeTimes[0]).toBe('2027-03-02T09:00:00+01:00');
    expect(items[0]?.nextFreeTimes).toEqual(
      slots
        .json()
        .slots.slice(0, 6)
        .map((slot: { start: string }) => slot.start),
    );
    // A Sunday, closed: no times, the studio is still found.
    expect((await search('q=Shellac&date=2027-03-07')).items[0]?.nextFreeTimes).toEqual([]);
  });

  it('should show a booking made or cancelled in the very next search', async () => {
    const studio = await studioAt(1, {
      name: 'Busy',
      treatments: [{ name: 'Shellac Maniküre', durationMinutes: 60 }],
    });
    const timesOf = async () => (await search('q=Shellac&date=2027-03-02')).items[0]?.nextFreeTimes ?? [];
    const before = await timesOf();
    const shown = before[0];
    expect(shown).toBe('2027-03-02T09:00:00+01:00');
    // Asked again before anything changed: the same times.
    expect(await timesOf()).toEqual(before);

    const booked = await book(studio, { start: shown });
    expect(booked.statusCode).toBe(201);
    const afterBooking = await timesOf();
    expect(afterBooking).not.toContain(shown);

    const cancelled = await call('POST', `/api/shops/${studio.shop.id}/bookings/${booked.json().id}/cancel`, {
      token: studio.ownerToken,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await timesOf()).toEqual(before);
  });

  it('should give, for any day, the times of the studio’s next day with free times', async () => {
    const studio = await studioAt(1, {
      name: 'Weekdays',
      treatments: [{ name: 'Shellac Maniküre', durationMinutes: 60 }],
    });
    const firstOf = async () => (await search('q=Shellac')).items[0]?.nextFreeTimes ?? [];

    // Monday morning: today's times.
    const monday = await firstOf();
    expect(monday[0]).toBe('2027-03-01T09:00:00+01:00');
    expect(monday.every((start) => start.startsWith('2027-03-01'))).toBe(true);

    // Saturday: closed today and Sunday, so Monday's times, and only Monday's.
    testClock.set('2027-03-06T10:00:00+01:00');
    const afterWeekend = await firstOf();
    expect(afterWeekend[0]).toBe('2027-03-08T09:00:00+01:00');
    expect(afterWeekend.every((start) => start.startsWith('2027-03-08'))).toBe(true);

    // Closed for the two weeks ahead: nothing, looked for no further.
    const { db } = await getTestPlatform();
    await db.deleteFrom('opening_hours').where('shop_id', '=', studio.shop.id).execute();
    expect(await firstOf()).toEqual([]);
  });

  it('should not show another shop’s private data or a studio that is not live', async () => {
    const { db } = await getTestPlatform();
    const live = await studioAt(1, { name: 'Live' });
    const pending = await studioAt(1, { name: 'Hidden', status: 'pending' });
    await db
      .updateTable('shops')
      .set({ legal: JSON.stringify({ name: 'Secret GmbH' }) })
      .where('id', 'in', [live.shop.id, pending.shop.id])
      .execute();

    const response = await call('GET', `/api/studios?lat=${centre.lat}&lng=${centre.lng}`);

    expect(response.body).not.toContain(pending.shop.id);
    expect(response.body).not.toContain('Secret GmbH');
    expect(response.body).not.toContain(live.shop.email);
    expect(Object.keys(response.json().items[0]).sort()).toEqual([
      'address',
      'category',
      'currencyCode',
      'distanceKm',
      'latitude',
      'logoUrl',
      'longitude',
      'name',
      'nextFreeTimes',
      'plus',
      'priceRangeCents',
      'reviews',
      'shopId',
      'timezone',
      'treatment',
    ]);
  });

  it('should refuse a search without a place or with too wide a radius', async () => {
    const missing = await call('GET', '/api/studios?lat=52.5');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('lng');
    const wide = await call('GET', '/api/studios?lat=52.5&lng=13.4&radiusKm=500');
    expect(wide.statusCode).toBe(400);
  });
});
