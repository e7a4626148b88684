import { beforeEach, describe, expect, it } from 'vitest';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { createShop, createUser, sampleShopLegal, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

beforeEach(() => testClock.set('2026-12-01T08:00:00+01:00'));

describe('GET shops/{shopId}/dashboard', () => {
  it('should start with an empty checklist for a new studio', async () => {
    const shop = await createShop();
    const owner = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
    const response = await call('GET', `/api/shops/${shop.id}/dashboard`, { token: owner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookingsLast30Days: 0,
      stampsLast30Days: 0,
      vouchersLast30Days: 0,
      upcomingBookings: 0,
      checklist: {
        profile: false,
        imprint: false,
        treatments: false,
        bookingHours: false,
        closures: false,
        slots: false,
        team: false,
        deals: false,
        stampCards: false,
        vouchers: false,
        phoneAssistant: false,
      },
    });
  });

  it('should count the last 30 days’ bookings and tick what is set up', async () => {
    const studio = await bookingStudio();
    const first = await book(studio, { start: '2026-12-07T10:00:00+01:00' });
    await book(studio, { start: '2026-12-07T11:00:00+01:00' });
    await call('POST', `/api/shops/${studio.shop.id}/bookings/${first.json().id}/cancel`, {
      token: studio.ownerToken,
    });
    const { db } = await getTestPlatform();
    // A booking made long ago does not count.
    await db
      .updateTable('bookings')
      .set({ created_at: new Date('2026-10-01T10:00:00Z') })
      .where('id', '=', first.json().id)
      .execute();
    await book(studio, { start: '2026-12-08T10:00:00+01:00' });
    await call('POST', `/api/shops/${studio.shop.id}/booking-rules`, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-01', slots: 2 },
    });
    await db
      .updateTable('shops')
      .set({
        logo_url: '/uploads/logo.png',
        background_url: '/uploads/bg.png',
        google_places_id: 'ChIJ',
        legal: JSON.stringify(sampleShopLegal),
      })
      .where('id', '=', studio.shop.id)
      .execute();

    const response = await call('GET', `/api/shops/${studio.shop.id}/dashboard`, {
      token: studio.ownerToken,
    });
    expect(response.json()).toMatchObject({
      bookingsLast30Days: 2,
      upcomingBookings: 2,
      checklist: {
        profile: true,
        imprint: true,
        treatments: true,
        bookingHours: true,
        closures: false,
        slots: true,
        team: true,
      },
    });
  });

  it('should refuse another shop’s admin and customers', async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    expect(
      (await call('GET', `/api/shops/${studio.shop.id}/dashboard`, { token: other.ownerToken })).statusCode,
    ).toBe(403);
    const customerToken = await tokenFor(await createUser());
    expect(
      (await call('GET', `/api/shops/${studio.shop.id}/dashboard`, { token: customerToken })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/shops/${studio.shop.id}/dashboard`)).statusCode).toBe(401);
  });
});
