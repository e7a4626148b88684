// Control characters and dates far out of range are refused at the schema layer
// (400 9400 naming the field) on every route, instead of failing in the database with a 500.
import { describe, expect, it } from 'vitest';
import { book, bookingStudio } from '../support/booking-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

function expectFieldRefused(response: { statusCode: number; json(): unknown }, field: string): void {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json()).toMatchObject({ errorCode: 9400, fields: { [field]: expect.any(String) } });
}

describe('control characters', () => {
  it('should refuse a NUL in a registration', async () => {
    const response = await call('POST', '/api/auth/register', {
      body: {
        firstName: 'A\u0000',
        lastName: 'B',
        email: 'nul@example.com',
        password: 'secret-1',
        consent: true,
      },
    });
    expectFieldRefused(response, 'firstName');
  });

  it('should refuse a NUL in a page view without a sign-in', async () => {
    const response = await call('POST', '/api/analytics/page-views', {
      body: { path: '/a\u0000', visitorId: 'visitor-1' },
    });
    expectFieldRefused(response, 'path');
  });

  it('should refuse a NUL in the user search', async () => {
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('GET', '/api/users?search=a%00b', { token: await tokenFor(admin) });
    expectFieldRefused(response, 'search');
  });

  it('should refuse a NUL in a path parameter', async () => {
    const response = await call('GET', '/api/shops/a%00b');
    expectFieldRefused(response, 'shopId');
  });

  it('should refuse a NUL in team, closures, rules, bookings and the shop profile', async () => {
    const studio = await bookingStudio();
    const shopPath = `/api/shops/${studio.shop.id}`;
    const token = studio.ownerToken;
    expectFieldRefused(
      await call('POST', `${shopPath}/team-members`, { token, body: { name: 'N\u0000', color: '#D81B60' } }),
      'name',
    );
    expectFieldRefused(
      await call('POST', `${shopPath}/unavailabilities`, {
        token,
        body: { startDate: '2030-01-01', endDate: '2030-01-02', reason: 'x\u0000' },
      }),
      'reason',
    );
    expectFieldRefused(
      await call('POST', `${shopPath}/booking-rules`, {
        token,
        body: { startDate: '2030-01-01', slots: 1, reason: '\u0000' },
      }),
      'reason',
    );
    expectFieldRefused(await book(studio, { start: '2030-01-07T10:00:00+01:00', notes: 'a\u0000' }), 'notes');
    expectFieldRefused(
      await call('PUT', shopPath, { token, body: { description: 'Nails\u0000' } }),
      'description',
    );
  });

  it('should refuse a control character in a nested field and name its path', async () => {
    const studio = await bookingStudio();
    const response = await book(studio, {
      start: '2030-01-07T10:00:00+01:00',
      customer: { name: 'Clara\u0007', email: 'clara@example.com' },
    });
    expectFieldRefused(response, 'customer.name');
  });

  it('should keep line breaks and tabs in multi-line text', async () => {
    const shop = await createShop();
    const admin = await createUser({ role: 'globalAdmin' });
    const response = await call('PUT', `/api/shops/${shop.id}`, {
      token: await tokenFor(admin),
      body: { description: 'Line one\r\nLine\ttwo' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('dates out of range', () => {
  const farDates = ['0000-01-01', '9999-12-31'];
  const farInstants = ['9999-12-31T23:00:00Z', '0001-01-01T00:00:00+01:00'];

  it('should refuse far dates in closures and rules', async () => {
    const studio = await bookingStudio();
    const shopPath = `/api/shops/${studio.shop.id}`;
    const token = studio.ownerToken;
    for (const date of farDates) {
      expectFieldRefused(
        await call('POST', `${shopPath}/unavailabilities`, {
          token,
          body: { startDate: '2030-01-01', endDate: date },
        }),
        'endDate',
      );
      expectFieldRefused(
        await call('POST', `${shopPath}/booking-rules`, { token, body: { startDate: date, slots: 1 } }),
        'startDate',
      );
    }
  });

  it('should refuse far instants in bookings and booking moves', async () => {
    const studio = await bookingStudio();
    const created = await book(studio, { start: '2030-01-07T10:00:00+01:00' }, studio.ownerToken);
    expect(created.statusCode).toBe(201);
    for (const start of farInstants) {
      expectFieldRefused(await book(studio, { start }), 'start');
      expectFieldRefused(
        await call('PATCH', `/api/shops/${studio.shop.id}/bookings/${created.json().id}`, {
          token: studio.ownerToken,
          body: { start },
        }),
        'start',
      );
    }
  });

  it('should refuse far days in the booking list and free times', async () => {
    const studio = await bookingStudio();
    const shopPath = `/api/shops/${studio.shop.id}`;
    expectFieldRefused(
      await call('GET', `${shopPath}/bookings?from=0000-01-01`, { token: studio.ownerToken }),
      'from',
    );
    expectFieldRefused(
      await call(
        'GET',
        `${shopPath}/slots?serviceIds=${studio.services[0]?.id}&from=2030-01-01&to=9999-12-31`,
      ),
      'to',
    );
  });
});
