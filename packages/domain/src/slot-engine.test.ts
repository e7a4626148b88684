import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  type BusyInterval,
  type CapacityRule,
  capacityOn,
  type FreeSlot,
  findFreeSlots,
  findSlotAt,
  localDateOf,
  localTimeToInstant,
  type SlotQuery,
} from './slot-engine.ts';

const zone = 'Europe/Berlin';
const at = (local: string) => DateTime.fromISO(local, { zone }).toMillis();
const localTime = (instant: number) => DateTime.fromMillis(instant, { zone }).toFormat('yyyy-MM-dd HH:mm');

function query(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    timezone: zone,
    fromDate: '2026-12-07',
    toDate: '2026-12-07',
    now: at('2026-12-01T08:00'),
    durationMinutes: 60,
    stepMinutes: 15,
    minLeadMinutes: 60,
    horizonDays: 60,
    openingHours: [{ weekday: 1, start: '09:00', end: '12:00' }],
    closures: [],
    rules: [],
    teamSize: 2,
    eligibleTeamMemberIds: ['anna', 'ben'],
    bookings: [],
    ...overrides,
  };
}

describe('findFreeSlots', () => {
  it('should step every 15 minutes and end inside the open range', () => {
    const slots = findFreeSlots(query());
    expect(slots.map((slot) => localTime(slot.start))).toEqual([
      '2026-12-07 09:00',
      '2026-12-07 09:15',
      '2026-12-07 09:30',
      '2026-12-07 09:45',
      '2026-12-07 10:00',
      '2026-12-07 10:15',
      '2026-12-07 10:30',
      '2026-12-07 10:45',
      '2026-12-07 11:00',
    ]);
    expect(localTime(slots.at(-1)?.end ?? 0)).toBe('2026-12-07 12:00');
    expect(slots[0]?.teamMemberIds).toEqual(['anna', 'ben']);
  });

  it('should offer nothing on a closed weekday or a closure', () => {
    expect(findFreeSlots(query({ fromDate: '2026-12-08', toDate: '2026-12-08' }))).toEqual([]);
    expect(findFreeSlots(query({ closures: [{ startDate: '2026-12-05', endDate: '2026-12-07' }] }))).toEqual(
      [],
    );
  });

  it('should keep the minimum notice and the horizon', () => {
    const noticeSlots = findFreeSlots(query({ now: at('2026-12-07T09:20') }));
    expect(localTime(noticeSlots[0]?.start ?? 0)).toBe('2026-12-07 10:30');
    const beyondHorizon = findFreeSlots(query({ now: at('2026-10-01T08:00') }));
    expect(beyondHorizon).toEqual([]);
  });

  it('should leave out a busy member and offer the other', () => {
    const bookings: BusyInterval[] = [
      { start: at('2026-12-07T09:00'), end: at('2026-12-07T10:00'), teamMemberId: 'anna' },
    ];
    const slots = findFreeSlots(query({ bookings }));
    expect(slots[0]).toMatchObject({ teamMemberIds: ['ben'] });
    const withAnna = findFreeSlots(query({ bookings, teamMemberId: 'anna' }));
    expect(localTime(withAnna[0]?.start ?? 0)).toBe('2026-12-07 10:00');
  });

  it('should respect a booking rule below the team size', () => {
    const bookings: BusyInterval[] = [
      { start: at('2026-12-07T09:00'), end: at('2026-12-07T10:00'), teamMemberId: 'anna' },
    ];
    const rules: CapacityRule[] = [{ startDate: '2026-12-01', endDate: null, slots: 1 }];
    const slots = findFreeSlots(query({ bookings, rules }));
    expect(localTime(slots[0]?.start ?? 0)).toBe('2026-12-07 10:00');
  });

  it('should offer no time when no member can perform the selection', () => {
    expect(findFreeSlots(query({ eligibleTeamMemberIds: [] }))).toEqual([]);
  });

  it('should work for a shop without a team, one booking at a time', () => {
    const bookings: BusyInterval[] = [
      { start: at('2026-12-07T09:00'), end: at('2026-12-07T11:00'), teamMemberId: null },
    ];
    const slots = findFreeSlots(query({ teamSize: 0, eligibleTeamMemberIds: [], bookings }));
    expect(slots.map((slot) => localTime(slot.start))).toEqual(['2026-12-07 11:00']);
    expect(slots[0]?.teamMemberIds).toEqual([]);
  });

  it('should cover the 23 real hours of the spring-forward day', () => {
    const slots = findFreeSlots(
      query({
        fromDate: '2026-03-29',
        toDate: '2026-03-29',
        now: at('2026-03-01T00:00'),
        openingHours: [{ weekday: 7, start: '00:00', end: '06:00' }],
        durationMinutes: 60,
      }),
    );
    // 00:00 to 06:00 local is 5 real hours: starts every 15 real minutes, the last at 05:00.
    expect(slots).toHaveLength(17);
    expect(localTime(slots.at(-1)?.start ?? 0)).toBe('2026-03-29 05:00');
    expect((slots[8]?.start ?? 0) - (slots[7]?.start ?? 0)).toBe(15 * 60_000);
  });

  it('should cover the 25 real hours of the fall-back day', () => {
    const slots = findFreeSlots(
      query({
        fromDate: '2026-10-25',
        toDate: '2026-10-25',
        now: at('2026-10-01T00:00'),
        openingHours: [{ weekday: 7, start: '00:00', end: '06:00' }],
        durationMinutes: 60,
      }),
    );
    // 7 real hours: (420 - 60) / 15 + 1 starts, each 15 real minutes apart.
    expect(slots).toHaveLength(25);
    const gaps = new Set(slots.slice(1).map((slot, index) => slot.start - (slots[index]?.start ?? 0)));
    expect([...gaps]).toEqual([15 * 60_000]);
  });
});

describe('capacityOn', () => {
  it('should take the latest-starting rule covering the date', () => {
    const rules: CapacityRule[] = [
      { startDate: '2026-01-01', endDate: null, slots: 3 },
      { startDate: '2026-12-01', endDate: '2026-12-31', slots: 1 },
      { startDate: '2027-01-01', endDate: null, slots: 5 },
    ];
    expect(capacityOn('2026-06-01', rules, 4)).toBe(3);
    expect(capacityOn('2026-12-24', rules, 4)).toBe(1);
    expect(capacityOn('2027-02-01', rules, 4)).toBe(5);
    expect(capacityOn('2025-12-31', rules, 4)).toBe(4);
    expect(capacityOn('2025-12-31', [], 0)).toBe(1);
  });
});

describe('localTimeToInstant', () => {
  it('should read "24:00" as the next midnight', () => {
    expect(localTimeToInstant('2026-12-07', '24:00', zone)).toBe(at('2026-12-08T00:00'));
  });
});

describe('findSlotAt', () => {
  it('should find the free slot starting exactly at an instant', () => {
    const slot = findSlotAt(query(), at('2026-12-07T10:15'));
    expect(slot).toMatchObject({ start: at('2026-12-07T10:15'), end: at('2026-12-07T11:15') });
    expect(slot?.teamMemberIds).toEqual(['anna', 'ben']);
  });

  it('should refuse a start off the step grid, outside the range or taken', () => {
    expect(findSlotAt(query(), at('2026-12-07T10:10'))).toBeUndefined();
    expect(findSlotAt(query(), at('2026-12-07T11:15'))).toBeUndefined();
    expect(findSlotAt(query(), at('2026-12-08T10:00'))).toBeUndefined();
    const bookings: BusyInterval[] = [
      { start: at('2026-12-07T10:00'), end: at('2026-12-07T11:00'), teamMemberId: 'anna' },
      { start: at('2026-12-07T10:30'), end: at('2026-12-07T11:30'), teamMemberId: 'ben' },
    ];
    expect(findSlotAt(query({ bookings }), at('2026-12-07T09:45'))).toBeUndefined();
    expect(findSlotAt(query({ bookings }), at('2026-12-07T09:30'))?.teamMemberIds).toEqual(['ben']);
    expect(findSlotAt(query({ bookings }), at('2026-12-07T09:00'))?.teamMemberIds).toEqual(['anna', 'ben']);
  });

  it('should read the day of the start in the shop time zone', () => {
    expect(localDateOf(Date.UTC(2026, 11, 6, 23, 30), zone)).toBe('2026-12-07');
    const late = query({ openingHours: [{ weekday: 1, start: '00:00', end: '02:00' }] });
    expect(findSlotAt(late, at('2026-12-07T00:30'))).toBeDefined();
  });
});

// Property tests: whatever the set-up, no returned slot breaks a rule, and booking one keeps every rule.
const members = ['m1', 'm2', 'm3'];
const day0 = at('2026-12-07T00:00');

const setupArbitrary = fc.record({
  ranges: fc.array(
    fc.record({
      weekday: fc.integer({ min: 1, max: 7 }),
      startQuarter: fc.integer({ min: 0, max: 80 }),
      lengthQuarters: fc.integer({ min: 1, max: 40 }),
    }),
    { maxLength: 4 },
  ),
  closureDay: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
  ruleSlots: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  teamSize: fc.integer({ min: 0, max: 3 }),
  bookings: fc.array(
    fc.record({
      startQuarter: fc.integer({ min: 0, max: 7 * 96 }),
      lengthQuarters: fc.integer({ min: 1, max: 12 }),
      member: fc.integer({ min: 0, max: 2 }),
    }),
    { maxLength: 25 },
  ),
  durationQuarters: fc.integer({ min: 1, max: 8 }),
  nowQuarter: fc.integer({ min: -96, max: 3 * 96 }),
});

type Setup = typeof setupArbitrary extends fc.Arbitrary<infer T> ? T : never;

const quarter = 15 * 60_000;
const dateOf = (offset: number) =>
  DateTime.fromMillis(day0, { zone }).plus({ days: offset }).toISODate() ?? '';

function toQuery(setup: Setup): SlotQuery {
  const team = members.slice(0, setup.teamSize);
  const pad = (quarters: number) =>
    `${String(Math.floor(quarters / 4)).padStart(2, '0')}:${String((quarters % 4) * 15).padStart(2, '0')}`;
  return query({
    fromDate: dateOf(0),
    toDate: dateOf(6),
    now: day0 + setup.nowQuarter * quarter,
    durationMinutes: setup.durationQuarters * 15,
    openingHours: setup.ranges.map((range) => ({
      weekday: range.weekday,
      start: pad(range.startQuarter),
      end: pad(Math.min(96, range.startQuarter + range.lengthQuarters)),
    })),
    closures:
      setup.closureDay === undefined
        ? []
        : [{ startDate: dateOf(setup.closureDay), endDate: dateOf(setup.closureDay) }],
    rules:
      setup.ruleSlots === undefined ? [] : [{ startDate: dateOf(0), endDate: null, slots: setup.ruleSlots }],
    teamSize: team.length,
    eligibleTeamMemberIds: team,
    bookings: setup.bookings.map((booking) => ({
      start: day0 + booking.startQuarter * quarter,
      end: day0 + (booking.startQuarter + booking.lengthQuarters) * quarter,
      teamMemberId: team.length === 0 ? null : (team[booking.member % team.length] ?? null),
    })),
  });
}

/** Independent check of one slot against the rules, minute by minute. */
function violation(q: SlotQuery, slot: FreeSlot): string | undefined {
  const start = DateTime.fromMillis(slot.start, { zone });
  const date = start.toISODate() ?? '';
  if (slot.start < q.now + q.minLeadMinutes * 60_000) return 'inside the minimum notice';
  if (q.closures.some((c) => c.startDate <= date && date <= c.endDate)) return 'on a closure';
  const inRange = q.openingHours.some(
    (range) =>
      range.weekday === start.weekday &&
      localTimeToInstant(date, range.start, zone) <= slot.start &&
      slot.end <= localTimeToInstant(date, range.end, zone),
  );
  if (!inRange) return 'outside the open ranges';
  const capacity = capacityOn(date, q.rules, q.teamSize);
  for (let t = slot.start; t < slot.end; t += 60_000) {
    const taken = q.bookings.filter((b) => b.start <= t && t < b.end);
    if (taken.length + 1 > capacity) return `over capacity at ${localTime(t)}`;
    for (const member of slot.teamMemberIds) {
      if (taken.some((b) => b.teamMemberId === member)) return `${member} is busy at ${localTime(t)}`;
    }
  }
  if (q.teamSize > 0 && slot.teamMemberIds.length === 0) return 'no member offered';
  return undefined;
}

describe('findFreeSlots properties', () => {
  it('should never return a slot that breaks a rule', () => {
    fc.assert(
      fc.property(setupArbitrary, (setup) => {
        const q = toQuery(setup);
        for (const slot of findFreeSlots(q)) {
          const problem = violation(q, slot);
          if (problem) throw new Error(`${localTime(slot.start)}: ${problem}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('should keep every rule after booking any returned slot', () => {
    fc.assert(
      fc.property(setupArbitrary, fc.nat(), (setup, pick) => {
        const q = toQuery(setup);
        const slots = findFreeSlots(q);
        if (slots.length === 0) return;
        const chosen = slots[pick % slots.length] as FreeSlot;
        const booked: SlotQuery = {
          ...q,
          bookings: [
            ...q.bookings,
            { start: chosen.start, end: chosen.end, teamMemberId: chosen.teamMemberIds[0] ?? null },
          ],
        };
        // The booked time is no longer offered with the member who took it, and nothing offered breaks a rule.
        for (const slot of findFreeSlots(booked)) {
          const problem = violation(booked, slot);
          if (problem) throw new Error(`${localTime(slot.start)}: ${problem}`);
        }
      }),
      { numRuns: 200 },
    );
  });
});
