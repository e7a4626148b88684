// A studio ready for online booking, set up through the API as its owner would.
import type { OpeningHours, TeamMember, Treatment } from '@studio/domain/booking-contract';
import { expect } from 'vitest';
import type { ShopRow } from '../../src/db/schema.ts';
import { createShop, createUser, tokenFor } from './fixtures.ts';
import { call, getTestPlatform } from './test-platform.ts';

/** Monday to Friday 09:00–17:00. */
export const weekdayHours: OpeningHours = {
  days: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '17:00' }] })),
};

export interface BookingStudio {
  shop: ShopRow;
  ownerToken: string;
  members: TeamMember[];
  services: Treatment[];
}

export interface StudioOptions {
  members?: number;
  services?: { name: string; durationMinutes: number; priceCents?: number; teamMemberIds?: number[] }[];
  hours?: OpeningHours;
  timezone?: string;
  autoConfirm?: boolean;
  status?: 'active' | 'pending';
}

export async function bookingStudio(options: StudioOptions = {}): Promise<BookingStudio> {
  const shop = await createShop({ status: options.status ?? 'active' });
  const { db } = await getTestPlatform();
  await db
    .updateTable('shops')
    .set({ timezone: options.timezone ?? 'Europe/Berlin', auto_confirm: options.autoConfirm ?? true })
    .where('id', '=', shop.id)
    .execute();
  const owner = await createUser({ role: 'shopAdmin', shopId: shop.id, locale: 'en' });
  const ownerToken = await tokenFor(owner);

  const members: TeamMember[] = [];
  const colors = ['#D81B60', '#7E57C2', '#00897B', '#F4511E', '#3949AB'];
  for (let index = 0; index < (options.members ?? 2); index += 1) {
    const response = await call('POST', `/api/shops/${shop.id}/team-members`, {
      token: ownerToken,
      body: {
        name: ['Anna', 'Ben', 'Cleo', 'Dana', 'Emil'][index] ?? `Member ${index}`,
        color: colors[index % 5],
      },
    });
    expect(response.statusCode).toBe(201);
    members.push(response.json());
  }

  const services: Treatment[] = [];
  for (const service of options.services ?? [{ name: 'Maniküre', durationMinutes: 60, priceCents: 3000 }]) {
    const response = await call('POST', `/api/shops/${shop.id}/services`, {
      token: ownerToken,
      body: {
        name: service.name,
        durationMinutes: service.durationMinutes,
        priceCents: service.priceCents ?? 2500,
        teamMemberIds: (service.teamMemberIds ?? []).map((index) => members[index]?.id),
      },
    });
    expect(response.statusCode).toBe(201);
    services.push(response.json());
  }

  const hours = await call('PUT', `/api/shops/${shop.id}/opening-hours`, {
    token: ownerToken,
    body: options.hours ?? weekdayHours,
  });
  expect(hours.statusCode).toBe(200);
  const fresh = await db.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
  return { shop: fresh, ownerToken, members, services };
}

export async function guestToken(): Promise<string> {
  const response = await call('POST', '/api/auth/guest');
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

export const customer = { name: 'Clara Kundin', email: 'clara@example.com', phone: '+49 151 1234567' };

/** The free times of a day (or days) as local "HH:mm" starts with their free members. */
export async function slotsOf(
  studio: BookingStudio,
  serviceIds: string[],
  from: string,
  to = from,
  extra = '',
): Promise<{ start: string; end: string; teamMemberIds: string[] }[]> {
  const response = await call(
    'GET',
    `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceIds.join(',')}&from=${from}&to=${to}${extra}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json().slots;
}

export async function book(
  studio: BookingStudio,
  body: Record<string, unknown>,
  token?: string,
): Promise<Awaited<ReturnType<typeof call>>> {
  return call('POST', `/api/shops/${studio.shop.id}/bookings`, {
    token: token ?? (await guestToken()),
    body: { serviceIds: studio.services.map((service) => service.id).slice(0, 1), customer, ...body },
  });
}
