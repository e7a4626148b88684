import { describe, expect, it } from 'vitest';
import { demoPassword, demoShopId } from '../../src/features/demo/demo-shop.ts';
import { seedDemoData } from '../../src/features/demo/seed-demo-data.ts';
import { call, getTestPlatform, testClock } from '../support/test-platform.ts';

describe('demo studio for booking', () => {
  it('should come with team assignments, upcoming bookings and bookable free times', async () => {
    const { db } = await getTestPlatform();
    const now = Date.parse('2026-12-01T08:00:00+01:00');
    testClock.set(now);
    expect(await seedDemoData(db, now)).toBe(true);

    const login = await call('POST', '/api/auth/login', {
      body: { email: 'owner@demo.studio', password: demoPassword },
    });
    const token = login.json().token;
    const bookings = await call('GET', `/api/shops/${demoShopId}/bookings?from=2026-12-01&to=2026-12-08`, {
      token,
    });
    expect(bookings.statusCode).toBe(200);
    // Six open days in the coming week, three appointments each (two on Saturday, which closes early).
    expect(bookings.json().length).toBe(17);
    expect(bookings.json().every((booking: { start: string }) => booking.start > '2026-12-02')).toBe(true);

    const services = (await call('GET', `/api/shops/${demoShopId}/services`)).json();
    const gel = services.find((service: { name: string }) => service.name === 'Gel-Modellage Neuset');
    const team = (await call('GET', `/api/shops/${demoShopId}/team-members`)).json();
    expect(gel.teamMemberIds).toEqual([team.find((member: { name: string }) => member.name === 'Linh').id]);

    const slots = await call(
      'GET',
      `/api/shops/${demoShopId}/slots?serviceIds=${gel.id}&from=2026-12-02&to=2026-12-02`,
    );
    expect(slots.statusCode).toBe(200);
    // Linh does the gel set at 11:00–12:30 that Wednesday, so that time is not offered.
    const starts = slots.json().slots.map((slot: { start: string }) => slot.start.slice(11, 16));
    expect(starts).toContain('09:00');
    expect(starts).not.toContain('11:00');
    expect(starts).toContain('12:30');

    // Live on a paid plan, never "no plan chosen yet".
    const subscription = await call('GET', `/api/shops/${demoShopId}/subscription`, { token });
    expect(subscription.json()).toMatchObject({ plan: 'plus', status: 'active' });
  });
});
