import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BookingStudio, book, bookingStudio, slotsOf } from '../support/booking-fixtures.ts';
import { createShop } from '../support/fixtures.ts';
import { call, testClock } from '../support/test-platform.ts';

// Tuesday 1 December 2026, 08:00 in Berlin; the Monday looked at is 7 December.
const now = '2026-12-01T08:00:00+01:00';
const monday = '2026-12-07';
const mondayHours = (ranges: { start: string; end: string }[]) => ({ days: [{ weekday: 1, ranges }] });
const startsOf = (slots: { start: string }[]) => slots.map((slot) => slot.start.slice(11, 16));

beforeEach(() => testClock.set(now));

async function setSettings(studio: BookingStudio, settings: Record<string, unknown>) {
  const response = await call('PUT', `/api/shops/${studio.shop.id}`, {
    token: studio.ownerToken,
    body: settings,
  });
  expect(response.statusCode).toBe(200);
}

describe('GET slots: length, steps and open ranges', () => {
  it('should last the sum of the durations, start every 15 minutes and end inside the range', async () => {
    const studio = await bookingStudio({
      services: [
        { name: 'Maniküre', durationMinutes: 60 },
        { name: 'French', durationMinutes: 30 },
      ],
      hours: mondayHours([{ start: '09:00', end: '12:00' }]),
    });
    const response = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${studio.services.map((s) => s.id).join(',')}&from=${monday}&to=${monday}`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timezone).toBe('Europe/Berlin');
    expect(body.durationMinutes).toBe(90);
    expect(body.slots[0]).toEqual({
      start: '2026-12-07T09:00:00+01:00',
      end: '2026-12-07T10:30:00+01:00',
      teamMemberIds: studio.members.map((member) => member.id),
    });
    expect(startsOf(body.slots)).toEqual(['09:00', '09:15', '09:30', '09:45', '10:00', '10:15', '10:30']);
    expect(body.slots.at(-1).end).toBe('2026-12-07T12:00:00+01:00');
  });

  it('should keep each slot inside one open range and skip closed weekdays', async () => {
    const studio = await bookingStudio({
      hours: mondayHours([
        { start: '09:00', end: '11:00' },
        { start: '13:00', end: '15:00' },
      ]),
    });
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], monday, '2026-12-08');
    expect(startsOf(slots)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
    expect(slots.every((slot) => slot.start.startsWith(monday))).toBe(true);
  });

  it('should read 24:00 as the end of the day', async () => {
    const studio = await bookingStudio({ hours: mondayHours([{ start: '22:00', end: '24:00' }]) });
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], monday);
    expect(startsOf(slots)).toEqual(['22:00', '22:15', '22:30', '22:45', '23:00']);
    expect(slots.at(-1)?.end).toBe('2026-12-08T00:00:00+01:00');
  });

  it('should follow the shop’s slot step', async () => {
    const studio = await bookingStudio({ hours: mondayHours([{ start: '09:00', end: '11:00' }]) });
    await setSettings(studio, { slotStepMinutes: 30 });
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
  });

  it('should avoid closure days', async () => {
    const studio = await bookingStudio();
    await call('POST', `/api/shops/${studio.shop.id}/unavailabilities`, {
      token: studio.ownerToken,
      body: { startDate: monday, endDate: '2026-12-08', reason: 'Fortbildung' },
    });
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], monday, '2026-12-09');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.start.startsWith('2026-12-09'))).toBe(true);
  });
});

describe('GET slots: notice and horizon', () => {
  it('should keep the minimum notice from now', async () => {
    const studio = await bookingStudio({ hours: mondayHours([{ start: '09:00', end: '14:00' }]) });
    testClock.set('2026-12-07T09:20:00+01:00');
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))[0]).toBe('10:30');
    await setSettings(studio, { minLeadMinutes: 120 });
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))[0]).toBe('11:30');
    await setSettings(studio, { minLeadMinutes: 0 });
    expect(startsOf(await slotsOf(studio, [studio.services[0]?.id ?? ''], monday))[0]).toBe('09:30');
  });

  it('should offer nothing beyond the horizon and cut the range to it', async () => {
    const studio = await bookingStudio();
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2027-01-25', '2027-02-12');
    // 60 days after 1 December 08:00 is 30 January 08:00 (a Saturday): the last open day is Friday 29 January.
    expect(slots.at(-1)?.start.slice(0, 10)).toBe('2027-01-29');
    await setSettings(studio, { horizonDays: 7 });
    const near = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2026-12-01', '2026-12-31');
    // Seven days after 1 December 08:00 is 8 December 08:00, before that day opens.
    expect(near.at(-1)?.start.slice(0, 10)).toBe('2026-12-07');
    expect(near[0]?.start).toBe('2026-12-01T09:00:00+01:00');
  });

  it('should start at today when asked for past days', async () => {
    const studio = await bookingStudio();
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2026-11-01', '2026-12-01');
    expect(slots[0]?.start).toBe('2026-12-01T09:00:00+01:00');
  });
});

describe('GET slots: days when the clocks change', () => {
  it('should cover the 23 real hours of 28 March 2027 in 15-minute real steps', async () => {
    testClock.set('2027-03-01T08:00:00+01:00');
    const studio = await bookingStudio({
      hours: { days: [{ weekday: 7, ranges: [{ start: '00:00', end: '06:00' }] }] },
    });
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2027-03-28');
    // 00:00–06:00 local is 5 real hours: 60-minute slots start at 17 instants.
    expect(slots).toHaveLength(17);
    expect(slots[0]?.start).toBe('2027-03-28T00:00:00+01:00');
    expect(slots.map((slot) => slot.start)).toContain('2027-03-28T01:45:00+01:00');
    expect(slots.map((slot) => slot.start)).toContain('2027-03-28T03:00:00+02:00');
    expect(slots.at(-1)).toMatchObject({
      start: '2027-03-28T05:00:00+02:00',
      end: '2027-03-28T06:00:00+02:00',
    });
    const instants = slots.map((slot) => Date.parse(slot.start));
    expect(new Set(instants.slice(1).map((instant, index) => instant - (instants[index] ?? 0)))).toEqual(
      new Set([15 * 60_000]),
    );
  });

  it('should cover the 25 real hours of 25 October 2026, offering 02:00 twice', async () => {
    testClock.set('2026-10-01T08:00:00+02:00');
    const studio = await bookingStudio({
      hours: { days: [{ weekday: 7, ranges: [{ start: '00:00', end: '06:00' }] }] },
    });
    const slots = await slotsOf(studio, [studio.services[0]?.id ?? ''], '2026-10-25');
    expect(slots).toHaveLength(25);
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain('2026-10-25T02:00:00+02:00');
    expect(starts).toContain('2026-10-25T02:00:00+01:00');
    expect(slots.at(-1)?.end).toBe('2026-10-25T06:00:00+01:00');
  });
});

describe('GET slots: capacity and team', () => {
  it('should take capacity from the team size, else from the latest-starting rule', async () => {
    const studio = await bookingStudio({
      members: 3,
      hours: mondayHours([{ start: '09:00', end: '12:00' }]),
    });
    const serviceId = studio.services[0]?.id ?? '';
    expect((await book(studio, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    // Three members, one busy: 10:00 still has two free members.
    let slots = await slotsOf(studio, [serviceId], monday);
    expect(slots.find((slot) => slot.start.includes('T10:00'))?.teamMemberIds).toHaveLength(2);

    // A permanent rule of one slot: nothing overlapping the booking.
    await call('POST', `/api/shops/${studio.shop.id}/booking-rules`, {
      token: studio.ownerToken,
      body: { startDate: '2026-11-01', slots: 1 },
    });
    slots = await slotsOf(studio, [serviceId], monday);
    expect(startsOf(slots)).toEqual(['09:00', '11:00']);

    // A later-starting rule covering the day wins over it.
    await call('POST', `/api/shops/${studio.shop.id}/booking-rules`, {
      token: studio.ownerToken,
      body: { startDate: '2026-12-05', endDate: '2026-12-31', slots: 2 },
    });
    slots = await slotsOf(studio, [serviceId], monday);
    expect(startsOf(slots)).toContain('10:00');
    expect((await book(studio, { start: '2026-12-07T10:00:00+01:00' })).statusCode).toBe(201);
    slots = await slotsOf(studio, [serviceId], monday);
    expect(startsOf(slots)).toEqual(['09:00', '11:00']);
  });

  it('should offer only members who perform every chosen treatment, and one member when asked', async () => {
    const studio = await bookingStudio({
      members: 3,
      services: [
        { name: 'Gel', durationMinutes: 60, teamMemberIds: [0] },
        { name: 'Shellac', durationMinutes: 30, teamMemberIds: [0, 1] },
        { name: 'Pediküre', durationMinutes: 30 },
      ],
      hours: mondayHours([{ start: '09:00', end: '11:00' }]),
    });
    const [gel, shellac, pedicure] = studio.services.map((service) => service.id);
    const [anna, ben, cleo] = studio.members.map((member) => member.id);
    expect((await slotsOf(studio, [gel ?? '', shellac ?? ''], monday))[0]?.teamMemberIds).toEqual([anna]);
    expect((await slotsOf(studio, [shellac ?? '', pedicure ?? ''], monday))[0]?.teamMemberIds).toEqual([
      anna,
      ben,
    ]);
    expect((await slotsOf(studio, [pedicure ?? ''], monday))[0]?.teamMemberIds).toEqual([anna, ben, cleo]);

    expect(
      (await book(studio, { serviceIds: [gel], start: '2026-12-07T09:00:00+01:00' })).json().teamMemberId,
    ).toBe(anna);
    // Anna is busy 09:00–10:00: gel only from 10:00; pedicure with Ben first.
    expect(startsOf(await slotsOf(studio, [gel ?? ''], monday))).toEqual(['10:00']);
    const withBen = await slotsOf(studio, [pedicure ?? ''], monday, monday, `&teamMemberId=${ben}`);
    expect(withBen[0]?.teamMemberIds).toEqual([ben]);
    const withAnna = await slotsOf(studio, [pedicure ?? ''], monday, monday, `&teamMemberId=${anna}`);
    expect(startsOf(withAnna)[0]).toBe('10:00');
  });

  it('should let a shop without a team take one booking at a time', async () => {
    const studio = await bookingStudio({
      members: 0,
      hours: mondayHours([{ start: '09:00', end: '11:00' }]),
    });
    const serviceId = studio.services[0]?.id ?? '';
    expect((await slotsOf(studio, [serviceId], monday))[0]?.teamMemberIds).toEqual([]);
    const booked = await book(studio, { start: '2026-12-07T09:00:00+01:00' });
    expect(booked.json()).toMatchObject({ teamMemberId: null });
    expect(startsOf(await slotsOf(studio, [serviceId], monday))).toEqual(['10:00']);
  });
});

describe('GET slots: refusals', () => {
  it('should answer 8005 for an empty, unknown, repeated, inactive or foreign service list', async () => {
    const studio = await bookingStudio();
    const other = await bookingStudio();
    const [serviceId] = studio.services.map((service) => service.id);
    const inactive = await call('POST', `/api/shops/${studio.shop.id}/services`, {
      token: studio.ownerToken,
      body: { name: 'Alt', priceCents: 100, durationMinutes: 30, active: false },
    });
    for (const list of [
      '',
      ',',
      randomUUID(),
      'not-a-uuid',
      `${serviceId},${serviceId}`,
      inactive.json().id,
      other.services[0]?.id,
    ]) {
      const response = await call(
        'GET',
        `/api/shops/${studio.shop.id}/slots?serviceIds=${list}&from=${monday}&to=${monday}`,
      );
      expect(response.statusCode, list).toBe(400);
      expect(response.json().errorCode).toBe(8005);
    }
    const missing = await call('GET', `/api/shops/${studio.shop.id}/slots?from=${monday}&to=${monday}`);
    expect(missing.json().errorCode).toBe(8005);
    // The shop's admin may look at inactive treatments.
    const own = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${inactive.json().id}&from=${monday}&to=${monday}`,
      { token: studio.ownerToken },
    );
    expect(own.statusCode).toBe(200);
  });

  it('should answer 8010 for an unknown team member and 9400 for bad dates', async () => {
    const studio = await bookingStudio();
    const serviceId = studio.services[0]?.id;
    const unknown = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceId}&from=${monday}&to=${monday}&teamMemberId=${randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe(8010);
    const reversed = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceId}&from=${monday}&to=2026-12-01`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ errorCode: 9400, fields: { to: expect.any(String) } });
    const malformed = await call(
      'GET',
      `/api/shops/${studio.shop.id}/slots?serviceIds=${serviceId}&from=07.12.2026`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(expect.arrayContaining(['from', 'to']));
  });

  it('should hide the free times of a shop that is not active', async () => {
    const studio = await bookingStudio({ status: 'pending' });
    const url = `/api/shops/${studio.shop.id}/slots?serviceIds=${studio.services[0]?.id}&from=${monday}&to=${monday}`;
    const response = await call('GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe(1001);
    expect((await call('GET', url, { token: studio.ownerToken })).statusCode).toBe(200);
    const missing = await call(
      'GET',
      `/api/shops/${(await createShop()).id.slice(0, 8)}/slots?from=${monday}&to=${monday}`,
    );
    expect(missing.json().errorCode).toBe(1001);
  });
});
