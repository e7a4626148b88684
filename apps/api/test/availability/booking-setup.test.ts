import { randomUUID } from 'node:crypto';
import { treatmentTemplates } from '@studio/domain/treatment-templates';
import { describe, expect, it } from 'vitest';
import { bookingStudio, weekdayHours } from '../support/booking-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call } from '../support/test-platform.ts';

describe('treatments (services)', () => {
  it('should let the shop admin create, change and delete a treatment with team and extras', async () => {
    const studio = await bookingStudio({ services: [] });
    const [anna] = studio.members;
    const created = await call('POST', `/api/shops/${studio.shop.id}/services`, {
      token: studio.ownerToken,
      body: {
        name: 'Gel-Modellage',
        description: 'Neuset',
        category: 'Nagelmodellage',
        priceCents: 5500,
        durationMinutes: 90,
        teamMemberIds: [anna?.id],
        extras: [
          { name: 'Überlänge', kind: 'direct', priceCents: 1000 },
          { name: 'Nail Art', kind: 'perUnit', priceCents: 300 },
          { name: 'Glitzer', kind: 'direct', priceCents: null },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({
      id: expect.any(String),
      name: 'Gel-Modellage',
      description: 'Neuset',
      category: 'Nagelmodellage',
      priceCents: 5500,
      durationMinutes: 90,
      active: true,
      position: 0,
      teamMemberIds: [anna?.id],
      extras: [
        { name: 'Überlänge', kind: 'direct', priceCents: 1000 },
        { name: 'Nail Art', kind: 'perUnit', priceCents: 300 },
        { name: 'Glitzer', kind: 'direct', priceCents: 0 },
      ],
    });

    const changed = await call('PUT', `/api/shops/${studio.shop.id}/services/${service.id}`, {
      token: studio.ownerToken,
      body: { priceCents: 6000, active: false, teamMemberIds: [], extras: [] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Gel-Modellage',
      priceCents: 6000,
      active: false,
      teamMemberIds: [],
      extras: [],
    });

    // The public sees active treatments only; the admin sees all.
    expect((await call('GET', `/api/shops/${studio.shop.id}/services`)).json()).toEqual([]);
    const own = await call('GET', `/api/shops/${studio.shop.id}/services`, { token: studio.ownerToken });
    expect(own.json().map((s: { id: string }) => s.id)).toEqual([service.id]);
    expect((await call('GET', `/api/shops/${studio.shop.id}/services/${service.id}`)).json().errorCode).toBe(
      9404,
    );

    const deleted = await call('DELETE', `/api/shops/${studio.shop.id}/services/${service.id}`, {
      token: studio.ownerToken,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await call('DELETE', `/api/shops/${studio.shop.id}/services/${service.id}`, {
      token: studio.ownerToken,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe(9404);
  });

  it('should list treatments publicly in menu order while the shop is active', async () => {
    const studio = await bookingStudio({
      services: [
        { name: 'Maniküre', durationMinutes: 30 },
        { name: 'Pediküre', durationMinutes: 45 },
      ],
    });
    const response = await call('GET', `/api/shops/${studio.shop.id}/services`);
    expect(response.statusCode).toBe(200);
    expect(response.json().map((service: { name: string }) => service.name)).toEqual([
      'Maniküre',
      'Pediküre',
    ]);

    const hidden = await bookingStudio({ status: 'pending', services: [] });
    const refused = await call('GET', `/api/shops/${hidden.shop.id}/services`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorCode).toBe(1001);
    expect(
      (await call('GET', `/api/shops/${hidden.shop.id}/services`, { token: hidden.ownerToken })).statusCode,
    ).toBe(200);
  });

  it('should refuse unknown team members with 8010 and bad input with 9400 and fields', async () => {
    const studio = await bookingStudio({ services: [] });
    const unknown = await call('POST', `/api/shops/${studio.shop.id}/services`, {
      token: studio.ownerToken,
      body: { name: 'X', priceCents: 100, durationMinutes: 30, teamMemberIds: [randomUUID()] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(8010);

    const bad = await call('POST', `/api/shops/${studio.shop.id}/services`, {
      token: studio.ownerToken,
      body: { name: '', priceCents: -1, durationMinutes: 0, extras: [{ name: 'x', kind: 'sometimes' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe(9400);
    expect(Object.keys(bad.json().fields)).toEqual(
      expect.arrayContaining(['name', 'priceCents', 'durationMinutes', 'extras.0.kind']),
    );
  });

  it('should offer nail-studio templates and create treatments from them', async () => {
    const studio = await bookingStudio({ services: [{ name: 'Eigene', durationMinutes: 30 }] });
    const templates = await call('GET', `/api/shops/${studio.shop.id}/service-templates`, {
      token: studio.ownerToken,
    });
    expect(templates.statusCode).toBe(200);
    expect(templates.json()).toHaveLength(treatmentTemplates.length);
    expect(templates.json()[0]).toMatchObject({ id: 'manicure-classic', category: 'Maniküre' });

    const created = await call('POST', `/api/shops/${studio.shop.id}/services/from-templates`, {
      token: studio.ownerToken,
      body: { templateIds: ['gel-new-set', 'pedicure-classic'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject([
      { name: 'Gel-Modellage Neuset', durationMinutes: 90, position: 1, extras: expect.any(Array) },
      { name: 'Pediküre klassisch', durationMinutes: 45, position: 2 },
    ]);
    expect(created.json()[0].extras.length).toBeGreaterThan(0);

    const unknown = await call('POST', `/api/shops/${studio.shop.id}/services/from-templates`, {
      token: studio.ownerToken,
      body: { templateIds: ['gel-new-set', 'no-such-template'] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(8102);
    const all = await call('GET', `/api/shops/${studio.shop.id}/services`);
    expect(all.json()).toHaveLength(3);
  });
});

describe('team members', () => {
  it('should manage the team and show contact details to the shop admin only', async () => {
    const studio = await bookingStudio({ members: 0, services: [] });
    const created = await call('POST', `/api/shops/${studio.shop.id}/team-members`, {
      token: studio.ownerToken,
      body: {
        name: '',
        email: 'mai@example.com',
        phone: '+49 30 1234',
        color: '#7E57C2',
        description: 'Shellac',
      },
    });
    expect(created.statusCode).toBe(201);
    const member = created.json();
    expect(member).toMatchObject({
      name: '',
      email: 'mai@example.com',
      color: '#7E57C2',
      description: 'Shellac',
    });

    const publicList = await call('GET', `/api/shops/${studio.shop.id}/team-members`);
    expect(publicList.json()).toEqual([
      { id: member.id, name: '', color: '#7E57C2', description: 'Shellac', position: 0 },
    ]);
    const own = await call('GET', `/api/shops/${studio.shop.id}/team-members/${member.id}`, {
      token: studio.ownerToken,
    });
    expect(own.json()).toMatchObject({ email: 'mai@example.com', phone: '+49 30 1234' });

    const changed = await call('PUT', `/api/shops/${studio.shop.id}/team-members/${member.id}`, {
      token: studio.ownerToken,
      body: { name: 'Mai', email: '', description: null },
    });
    expect(changed.json()).toMatchObject({
      name: 'Mai',
      email: null,
      description: null,
      phone: '+49 30 1234',
    });

    expect(
      (
        await call('DELETE', `/api/shops/${studio.shop.id}/team-members/${member.id}`, {
          token: studio.ownerToken,
        })
      ).statusCode,
    ).toBe(204);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/shops/${studio.shop.id}/team-members/${member.id}`, {
        token: studio.ownerToken,
        body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe(8010);
    }
  });

  it('should want a #RRGGBB colour and a valid email', async () => {
    const studio = await bookingStudio({ members: 0, services: [] });
    const response = await call('POST', `/api/shops/${studio.shop.id}/team-members`, {
      token: studio.ownerToken,
      body: { name: 'X', color: 'red', email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('color');
    expect(response.json().fields).toHaveProperty('email');
  });
});

describe('booking hours', () => {
  it('should start a new studio from the editable template: Mon–Fri 09:00–18:00, Sat 10:00–14:00', async () => {
    const founder = await createUser();
    const token = await tokenFor(founder);
    const created = await call('POST', '/api/shops', {
      token,
      body: {
        name: 'Template Nails',
        address: 'Weg 1, Berlin',
        phone: '+49 30 1',
        email: 'template@example.com',
        category: 'nails',
      },
    });
    expect(created.statusCode).toBe(201);
    const shopId = created.json().id;
    const hours = await call('GET', `/api/shops/${shopId}/opening-hours`, { token });
    expect(hours.statusCode).toBe(200);
    const weekdayHours = { ranges: [{ start: '09:00', end: '18:00' }] };
    expect(hours.json().days).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, ...weekdayHours })),
      { weekday: 6, ranges: [{ start: '10:00', end: '14:00' }] },
      { weekday: 7, ranges: [] },
    ]);

    // A template, not a rule: the owner changes it like any booking hours.
    const edited = await call('PUT', `/api/shops/${shopId}/opening-hours`, {
      token,
      body: { days: [{ weekday: 2, ranges: [{ start: '12:00', end: '20:00' }] }] },
    });
    expect(edited.statusCode).toBe(200);
    const after = await call('GET', `/api/shops/${shopId}/opening-hours`, { token });
    expect(after.json().days.filter((day: { ranges: unknown[] }) => day.ranges.length > 0)).toEqual([
      { weekday: 2, ranges: [{ start: '12:00', end: '20:00' }] },
    ]);
  });

  it('should show every weekday closed before any hours are set', async () => {
    const shop = await createShop();
    const response = await call('GET', `/api/shops/${shop.id}/opening-hours`);
    expect(response.statusCode).toBe(200);
    expect(response.json().days).toEqual([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: [] })));
  });

  it('should replace the week with several ranges per day, sorted', async () => {
    const studio = await bookingStudio();
    const response = await call('PUT', `/api/shops/${studio.shop.id}/opening-hours`, {
      token: studio.ownerToken,
      body: {
        days: [
          {
            weekday: 2,
            ranges: [
              { start: '14:00', end: '18:00' },
              { start: '09:00', end: '12:00' },
            ],
          },
          { weekday: 6, ranges: [{ start: '10:00', end: '24:00' }] },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const days = response.json().days;
    expect(days[1].ranges).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(days[5].ranges).toEqual([{ start: '10:00', end: '24:00' }]);
    expect(days[0].ranges).toEqual([]);
  });

  it('should refuse end ≤ start and overlapping ranges with 8009', async () => {
    const studio = await bookingStudio();
    for (const ranges of [
      [{ start: '12:00', end: '12:00' }],
      [{ start: '18:00', end: '09:00' }],
      [
        { start: '09:00', end: '13:00' },
        { start: '12:00', end: '18:00' },
      ],
    ]) {
      const response = await call('PUT', `/api/shops/${studio.shop.id}/opening-hours`, {
        token: studio.ownerToken,
        body: { days: [{ weekday: 1, ranges }] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(8009);
      expect(response.json().fields).toBeDefined();
    }
    // Nothing changed.
    const hours = await call('GET', `/api/shops/${studio.shop.id}/opening-hours`);
    expect(hours.json().days[0].ranges).toEqual(weekdayHours.days[0]?.ranges);

    const badFormat = await call('PUT', `/api/shops/${studio.shop.id}/opening-hours`, {
      token: studio.ownerToken,
      body: { days: [{ weekday: 8, ranges: [{ start: '9:00', end: '25:00' }] }] },
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errorCode).toBe(9400);
    expect(Object.keys(badFormat.json().fields)).toEqual(
      expect.arrayContaining(['days.0.weekday', 'days.0.ranges.0.start', 'days.0.ranges.0.end']),
    );
  });
});

describe('closure times (unavailabilities)', () => {
  it('should add, list, change and delete closures', async () => {
    const studio = await bookingStudio();
    const url = `/api/shops/${studio.shop.id}/unavailabilities`;
    const created = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Weihnachten' },
    });
    expect(created.statusCode).toBe(201);
    const closure = created.json();
    expect(closure).toMatchObject({ startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Weihnachten' });
    await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-01', endDate: '2026-12-01' },
    });

    const list = await call('GET', url, { token: studio.ownerToken });
    expect(list.json().map((item: { startDate: string }) => item.startDate)).toEqual([
      '2026-12-01',
      '2026-12-24',
    ]);
    expect(list.json()[0].reason).toBeNull();

    const changed = await call('PUT', `${url}/${closure.id}`, {
      token: studio.ownerToken,
      body: { endDate: '2026-12-31', reason: null },
    });
    expect(changed.json()).toMatchObject({ startDate: '2026-12-24', endDate: '2026-12-31', reason: null });

    expect((await call('DELETE', `${url}/${closure.id}`, { token: studio.ownerToken })).statusCode).toBe(204);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { reason: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `${url}/${method === 'GET' ? 'not-a-uuid' : closure.id}`, {
        token: studio.ownerToken,
        body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe(8004);
    }
  });

  it('should refuse an end before the start and malformed dates with 9400', async () => {
    const studio = await bookingStudio();
    const url = `/api/shops/${studio.shop.id}/unavailabilities`;
    const reversed = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-10', endDate: '2026-12-09' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errorCode: 9400, fields: { endDate: expect.any(String) } });
    const malformed = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '10.12.2026', endDate: '2026-02-30' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(expect.arrayContaining(['startDate', 'endDate']));
  });
});

describe('booking rules', () => {
  it('should add permanent and dated rules, change and delete them', async () => {
    const studio = await bookingStudio();
    const url = `/api/shops/${studio.shop.id}/booking-rules`;
    const permanent = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-01', slots: 2 },
    });
    expect(permanent.statusCode).toBe(201);
    expect(permanent.json()).toMatchObject({
      startDate: '2026-12-01',
      endDate: null,
      slots: 2,
      reason: null,
    });
    const dated = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-20', endDate: '2026-12-24', slots: 1, reason: 'Weniger Personal' },
    });
    expect(dated.statusCode).toBe(201);

    const changed = await call('PUT', `${url}/${dated.json().id}`, {
      token: studio.ownerToken,
      body: { endDate: null, slots: 3 },
    });
    expect(changed.json()).toMatchObject({ endDate: null, slots: 3, reason: 'Weniger Personal' });
    expect((await call('GET', url, { token: studio.ownerToken })).json()).toHaveLength(2);

    expect((await call('DELETE', `${url}/${dated.json().id}`, { token: studio.ownerToken })).statusCode).toBe(
      204,
    );
    const gone = await call('GET', `${url}/${dated.json().id}`, { token: studio.ownerToken });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorCode).toBe(8008);
  });

  it('should want at least one slot and an end not before the start', async () => {
    const studio = await bookingStudio();
    const url = `/api/shops/${studio.shop.id}/booking-rules`;
    const zero = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-01', slots: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ errorCode: 9400, fields: { slots: expect.any(String) } });
    const reversed = await call('POST', url, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-10', endDate: '2026-12-01', slots: 1 },
    });
    expect(reversed.json()).toMatchObject({ errorCode: 9400, fields: { endDate: expect.any(String) } });
  });
});

describe("another shop's setup (refusals: tenancy.test.ts)", () => {
  it('should let a global admin set up any shop', async () => {
    const studio = await bookingStudio();
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const response = await call('POST', `/api/shops/${studio.shop.id}/unavailabilities`, {
      token: admin,
      body: { startDate: '2026-12-01', endDate: '2026-12-02' },
    });
    expect(response.statusCode).toBe(201);
    const missing = await call('POST', `/api/shops/${randomUUID()}/team-members`, {
      token: admin,
      body: { name: 'X', color: '#000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe(1001);
  });
});

describe('OpenAPI document', () => {
  it('should describe the booking paths', async () => {
    const document = (await call('GET', '/api/openapi.json', { apiKey: null })).json();
    for (const path of [
      '/api/shops/{shopId}/services',
      '/api/shops/{shopId}/services/from-templates',
      '/api/shops/{shopId}/team-members/{id}',
      '/api/shops/{shopId}/opening-hours',
      '/api/shops/{shopId}/unavailabilities/{id}',
      '/api/shops/{shopId}/booking-rules',
      '/api/shops/{shopId}/slots',
      '/api/shops/{shopId}/bookings/{id}/cancel',
      '/api/shops/{shopId}/dashboard',
      '/api/bookings/cancel',
      '/api/bookings/by-token',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/api/shops/{shopId}/bookings'].post.requestBody).toBeDefined();
  });
});
