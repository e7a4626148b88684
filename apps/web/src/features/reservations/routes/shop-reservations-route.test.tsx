// @vitest-environment jsdom
import type { Reservation } from '@studio/domain/reservation-contract';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth-session.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import { ShopReservationsRoute } from './shop-reservations-route.tsx';

// The owner's device is in New York, the studio in Berlin (six hours later): before any import
// reads the clock.
const deviceZone = vi.hoisted(() => {
  const before = process.env.TZ;
  process.env.TZ = 'America/New_York';
  return before;
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

const reservation: Reservation = {
  id: 'r1',
  shopId: 's1',
  shopName: 'Café Lumière',
  shopTimezone: 'Europe/Berlin',
  name: 'Mai Nguyen',
  email: 'mai@example.com',
  phone: null,
  // 15:00 in Berlin.
  dateTime: '2026-11-28T14:00:00.000Z',
  persons: 4,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
};

describe('ShopReservationsRoute', () => {
  it('should show a reservation at the studio’s time, not the time of the device’s zone', async () => {
    expect(new Date(reservation.dateTime).getHours()).toBe(9);
    sessionStore.save('token', {
      uid: 'owner-1',
      email: 'owner@example.com',
      name: 'Owner',
      role: 'shopAdmin',
      shopId: 's1',
      shopLevel: 'owner',
      teamMemberId: null,
      emailVerified: true,
      guest: false,
    });
    fakeApi({
      'GET /shops/s1': {
        id: 's1',
        name: 'Café Lumière',
        address: 'Hauptstraße 1, Berlin',
        category: 'cafe',
        status: 'active',
        timezone: 'Europe/Berlin',
        currencyCode: 'EUR',
      },
      'GET /shops/s1/reservations': [reservation],
      'GET /shops/s1/reservation-settings': { enabled: true, disabledFrom: null, disabledUntil: null },
    });
    renderWithProviders(<ShopReservationsRoute />);

    const row = await screen.findByTestId('reservation-row');
    expect(row.textContent).toContain('28/11/2026, 15:00');
    expect(row.textContent).not.toContain('09:00');
  });
});
