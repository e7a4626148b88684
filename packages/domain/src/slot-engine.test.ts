import { DateTime, Settings } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  type BusyInterval,
  type CapacityRule,
  capacityOn,
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

// Cases where the oracle property (slot-engine-oracle.test.ts) found the engine wrong: booking
// hours that start or end inside a clock change.
describe('booking hours across a clock change', () => {
  const utc = (iso: string) => Date.parse(iso);

  /**
   * The starts offered on one Sunday (every change below falls on one) for Sunday ranges, slots
   * as long as the step, no notice, asked two days ahead; as local ISO times with their offsets.
   */
  function sundayStarts(timezone: string, date: string, minutes: number, ranges: [string, string][]) {
    const slots = findFreeSlots(
      query({
        timezone,
        fromDate: date,
        toDate: date,
        now: utc(`${date}T00:00Z`) - 2 * 24 * 60 * 60_000,
        minLeadMinutes: 0,
        stepMinutes: minutes,
        durationMinutes: minutes,
        openingHours: ranges.map(([start, end]) => ({ weekday: 7, start, end })),
      }),
    );
    return slots.map((slot) =>
      DateTime.fromMillis(slot.start, { zone: timezone }).toISO({ suppressMilliseconds: true }),
    );
  }

  /** Runs a check as if the server's clock read a winter date, then a summer one. */
  function onServerDatesOfBothSeasons(check: () => void) {
    const serverNow = Settings.now;
    try {
      // Winter first: the engine remembers answers, and an old answer from summer would hide a bug.
      for (const serverDate of [utc('2026-12-01T00:00Z'), utc('2026-07-01T00:00Z')]) {
        Settings.now = () => serverDate;
        check();
      }
    } finally {
      Settings.now = serverNow;
    }
  }

  it('should end a range at the first 02:00 of the Berlin fall-back night, whatever the date on the server', () => {
    // The answer depended on the server's own clock: summer gave the first 02:00, winter the second.
    onServerDatesOfBothSeasons(() => {
      expect(sundayStarts(zone, '2026-10-25', 30, [['01:00', '02:00']])).toEqual([
        '2026-10-25T01:00:00+02:00',
        '2026-10-25T01:30:00+02:00',
      ]);
    });
  });

  it('should read 00:00 of the Havana fall-back night (01:00 back to 00:00) as its first showing', () => {
    onServerDatesOfBothSeasons(() => {
      expect(sundayStarts('America/Havana', '2026-11-01', 5, [['00:00', '00:05']])).toEqual([
        '2026-11-01T00:00:00-04:00',
      ]);
    });
  });

  it('should close a Chatham range ending at 03:44 inside the spring gap when the clocks jump', () => {
    // Clocks go from 02:45 to 03:45: the shop closes then, not an hour later at 04:44.
    expect(sundayStarts('Pacific/Chatham', '2026-09-27', 30, [['01:00', '03:44']])).toEqual([
      '2026-09-27T01:00:00+12:45',
      '2026-09-27T01:30:00+12:45',
      '2026-09-27T02:00:00+12:45',
    ]);
  });

  it('should open an Adelaide range starting at 02:30 inside the spring gap when the clocks jump', () => {
    // Clocks go from 02:00 to 03:00: the shop opens at 03:00, not at 03:30.
    expect(sundayStarts('Australia/Adelaide', '2026-10-04', 45, [['02:30', '05:00']])).toEqual([
      '2026-10-04T03:00:00+10:30',
      '2026-10-04T03:45:00+10:30',
    ]);
  });

  it('should not offer a Berlin start twice when one range ends inside the spring gap and the next starts after it', () => {
    const ranges: [string, string][] = [
      ['01:30', '02:30'],
      ['03:00', '03:30'],
    ];
    expect(sundayStarts(zone, '2026-03-29', 15, ranges)).toEqual([
      '2026-03-29T01:30:00+01:00',
      '2026-03-29T01:45:00+01:00',
      '2026-03-29T03:00:00+02:00',
      '2026-03-29T03:15:00+02:00',
    ]);
  });

  it('should end a Santiago range at 24:00 on the day its midnight was skipped at the next midnight', () => {
    // 2026-09-06 starts at 01:00 (00:00 is skipped); its 24:00 is 00:00 of 2026-09-07, not 01:00.
    expect(sundayStarts('America/Santiago', '2026-09-06', 60, [['22:00', '24:00']])).toEqual([
      '2026-09-06T22:00:00-03:00',
      '2026-09-06T23:00:00-03:00',
    ]);
  });
});
