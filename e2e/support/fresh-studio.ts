// A studio of the spec's own, set up through the API the way the platform's admin and its owner
// would: so that no spec shares bookings, closures or treatments with another, and none depends on
// days the others leave free. It offers the demo studio's catalogue (treatments, team, who does
// what, opening hours), so the specs can speak of "Maniküre klassisch" and "Linh".
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import {
  demoAssignments,
  demoOpeningHours,
  demoPassword,
  demoShopLegal,
  demoTeam,
  demoTreatments,
} from '../../apps/api/src/features/demo/demo-shop.ts';
import { studioZone } from './app-clock.ts';
import { signIn } from './sign-in.ts';

export const apiKey = { 'x-api-key': 'dev-api-key' };

export interface ApiBooking {
  id: string;
  status: string;
  start: string;
  source: string;
  teamMemberId: string | null;
  customer: { name: string };
}

export interface FreshStudio {
  shopId: string;
  name: string;
  /** `/api/shops/{shopId}` */
  shopApi: string;
  owner: { email: string; password: string };
  /** The owner's API headers. */
  auth: Record<string, string>;
  services: Named[];
  team: Named[];
  serviceId(name: string): string;
  memberId(name: string): string;
}

type Named = { id: string; name: string };

async function expectStatus<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

async function logIn(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { headers: apiKey, data: { email, password } });
  const { token } = await expectStatus<{ token: string }>(login, 200);
  return { ...apiKey, authorization: `Bearer ${token}` };
}

/** The platform's global admin (seeded with the demo data). */
export function adminAuth(request: APIRequestContext) {
  return logIn(request, 'admin@demo.studio', demoPassword);
}

/** Creates a studio with an owner account, the demo catalogue and opening hours, then takes it live. */
export async function createStudio(
  request: APIRequestContext,
  options: { name?: string; horizonDays?: number; category?: 'nails' | 'cafe' } = {},
): Promise<FreshStudio> {
  const suffix = randomUUID().slice(0, 8);
  const name = options.name ?? `E2E Studio ${suffix}`;
  const owner = { email: `owner-${suffix}@e2e.studio.test`, password: 'Owner-Pass-2024' };
  const admin = await adminAuth(request);

  const account = await expectStatus<{ uid: string }>(
    await request.post('/api/users', {
      headers: admin,
      data: { name: `Owner ${suffix}`, ...owner, emailVerified: true },
    }),
    201,
  );
  const shop = await expectStatus<{ id: string }>(
    await request.post('/api/shops', {
      headers: admin,
      data: {
        name,
        address: 'Teststraße 1, 10115 Berlin',
        phone: '+49 30 1234567',
        email: `studio-${suffix}@e2e.studio.test`,
        // A café starts with its menu, table orders and reservations; a nail studio without them.
        category: options.category ?? 'nails',
        timezone: studioZone,
        ownerUid: account.uid,
      },
    }),
    201,
  );
  const auth = await logIn(request, owner.email, owner.password);
  const shopApi = `/api/shops/${shop.id}`;
  if (options.horizonDays !== undefined) {
    await expectStatus(
      await request.put(shopApi, { headers: auth, data: { horizonDays: options.horizonDays } }),
      200,
    );
  }

  const team: Named[] = [];
  for (const member of demoTeam) {
    team.push(
      await expectStatus<Named>(
        await request.post(`${shopApi}/team-members`, { headers: auth, data: member }),
        201,
      ),
    );
  }
  const services: Named[] = [];
  for (const treatment of demoTreatments) {
    const performers = team.filter((member) =>
      demoAssignments[member.name as keyof typeof demoAssignments].includes(treatment.name),
    );
    services.push(
      await expectStatus<Named>(
        await request.post(`${shopApi}/services`, {
          headers: auth,
          data: {
            name: treatment.name,
            category: treatment.category,
            priceCents: treatment.cents,
            durationMinutes: treatment.minutes,
            teamMemberIds: performers.map((member) => member.id),
          },
        }),
        201,
      ),
    );
  }
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    ranges: demoOpeningHours
      .filter((hours) => hours.weekday === weekday)
      .map(({ start, end }) => ({ start, end })),
  }));
  await expectStatus(await request.put(`${shopApi}/opening-hours`, { headers: auth, data: { days } }), 200);
  await expectStatus(
    await request.put(shopApi, {
      headers: auth,
      data: { legal: { ...demoShopLegal, name: `${name} GmbH` } },
    }),
    200,
  );
  // Live only now: a studio goes live with its imprint, a team, treatments and booking hours.
  await expectStatus(await request.put(`/api/shops/${shop.id}/active`, { headers: admin }), 200);

  const idOf = (list: Named[], what: string) => (wanted: string) => {
    const found = list.find((entry) => entry.name === wanted);
    if (!found) throw new Error(`the studio has no ${what} "${wanted}"`);
    return found.id;
  };
  return {
    shopId: shop.id,
    name,
    shopApi,
    owner,
    auth,
    services,
    team,
    serviceId: idOf(services, 'treatment'),
    memberId: idOf(team, 'team member'),
  };
}

/** The studio's bookings of one local day, as its owner sees them. */
export async function bookingsOn(request: APIRequestContext, studio: FreshStudio, day: string) {
  const response = await request.get(`${studio.shopApi}/bookings?from=${day}&to=${day}`, {
    headers: studio.auth,
  });
  return expectStatus<ApiBooking[]>(response, 200);
}

/** Books a treatment by phone as the owner, at a local time of the studio. */
export async function bookByPhone(
  request: APIRequestContext,
  studio: FreshStudio,
  booking: { treatment: string; member?: string; day: string; time: string; customer: string },
): Promise<ApiBooking> {
  const response = await request.post(`${studio.shopApi}/bookings`, {
    headers: studio.auth,
    data: {
      serviceIds: [studio.serviceId(booking.treatment)],
      start: DateTime.fromISO(`${booking.day}T${booking.time}`, { zone: studioZone }).toISO(),
      ...(booking.member ? { teamMemberId: studio.memberId(booking.member) } : {}),
      customer: { name: booking.customer, email: 'phone@e2e.studio.test' },
      source: 'phone',
    },
  });
  return expectStatus<ApiBooking>(response, 201);
}

/** Signs the studio's owner in, in the browser. */
export async function signInAsOwner(page: Page, studio: FreshStudio) {
  await signIn(page, studio.owner.email, studio.owner.password);
  await expect(page).toHaveURL(/\/shop$/);
}
