import { addDays } from '@studio/domain/calendar-day';
import { localDateOf as localDateByLuxon } from '@studio/domain/slot-engine';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { localDateOf, shopIso, zoneOffsetMinutes } from './shop-time.ts';

describe('shop times', () => {
  it('should write instants with the zone’s offset, across clock changes', () => {
    expect(shopIso(Date.parse('2026-12-07T08:00:00Z'), 'Europe/Berlin')).toBe('2026-12-07T09:00:00+01:00');
    expect(shopIso(Date.parse('2027-03-28T00:59:00Z'), 'Europe/Berlin')).toBe('2027-03-28T01:59:00+01:00');
    expect(shopIso(Date.parse('2027-03-28T01:00:00Z'), 'Europe/Berlin')).toBe('2027-03-28T03:00:00+02:00');
    expect(shopIso(Date.parse('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:30:00+02:00');
    expect(shopIso(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:30:00+01:00');
    expect(shopIso(Date.parse('2026-12-07T08:00:00.250Z'), 'America/St_Johns')).toBe(
      '2026-12-07T04:30:00.250-03:30',
    );
    expect(shopIso(new Date('2026-06-01T00:00:00Z'), 'Asia/Kathmandu')).toBe('2026-06-01T05:45:00+05:45');
    expect(shopIso(Date.parse('2026-06-01T00:00:00Z'), 'UTC')).toBe('2026-06-01T00:00:00+00:00');
  });

  it('should agree with luxon every quarter hour of a year in several zones', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      for (let instant = start; instant < start + 366 * 86_400_000; instant += 15 * 60_000) {
        const expected = DateTime.fromMillis(instant, { zone }).offset;
        if (zoneOffsetMinutes(instant, zone) !== expected)
          throw new Error(`${zone} at ${new Date(instant).toISOString()}`);
      }
    }
  });

  // The straightforward formatting shopIso replaced: toISOString of the shifted instant, per call.
  function isoByToIsoString(millis: number, timezone: string): string {
    const offset = DateTime.fromMillis(millis, { zone: timezone }).offset;
    const local = new Date(millis + offset * 60_000).toISOString();
    const wallClock = millis % 1000 === 0 ? local.slice(0, 19) : local.slice(0, 23);
    const size = Math.abs(offset);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${wallClock}${offset < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
  }

  const zonesWithClockChanges = [
    'Europe/Berlin',
    'America/New_York',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
    'Asia/Kathmandu',
    'Asia/Ho_Chi_Minh',
    'Asia/Riyadh',
    'UTC',
  ];

  it('should write the same text as toISOString for any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('1971-01-01T00:00:00Z'), max: Date.parse('2099-12-31T00:00:00Z') }),
        fc.constantFrom(...zonesWithClockChanges),
        fc.boolean(),
        (instant, zone, whole) => {
          // Free times fall on whole minutes; other instants keep their milliseconds.
          const millis = whole ? instant - (instant % 60_000) : instant;
          expect(shopIso(millis, zone)).toBe(isoByToIsoString(millis, zone));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('should name the same local date as luxon for any instant in any zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('1971-01-01T00:00:00Z'), max: Date.parse('2099-12-31T00:00:00Z') }),
        fc.constantFrom(...zonesWithClockChanges),
        (instant, zone) => {
          expect(localDateOf(instant, zone)).toBe(localDateByLuxon(instant, zone));
        },
      ),
      { numRuns: 5_000 },
    );
    // Around local midnight, also on clock-change days and in zones east and west of UTC.
    for (const [zone, day] of [
      ['Europe/Berlin', '2027-03-28'],
      ['America/Santiago', '2026-09-06'],
      ['Pacific/Chatham', '2026-04-05'],
      ['Asia/Kathmandu', '2026-06-01'],
    ] as const) {
      const midnight = DateTime.fromISO(day, { zone }).toMillis();
      for (let instant = midnight - 3_600_000; instant <= midnight + 3_600_000; instant += 60_000) {
        expect(localDateOf(instant, zone)).toBe(localDateByLuxon(instant, zone));
      }
      for (const instant of [midnight - 1, midnight])
        expect(localDateOf(instant, zone)).toBe(localDateByLuxon(instant, zone));
    }
    expect(localDateOf(Date.parse('2026-06-01T00:00:00Z'), 'Not/A_Zone')).toBe(
      localDateByLuxon(Date.parse('2026-06-01T00:00:00Z'), 'Not/A_Zone'),
    );
  });

  it('should write the same text as toISOString every minute of clock-change days', () => {
    const days = [
      ['Europe/Berlin', '2027-03-28'],
      ['Europe/Berlin', '2026-10-25'],
      ['America/New_York', '2026-03-08'],
      ['America/New_York', '2026-11-01'],
      ['Australia/Lord_Howe', '2026-04-05'],
      ['Australia/Lord_Howe', '2026-10-04'],
      ['Pacific/Chatham', '2026-04-05'],
      ['America/Santiago', '2026-09-06'],
      ['America/St_Johns', '2026-11-01'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...days),
        fc.integer({ min: -12 * 60, max: 36 * 60 }),
        ([zone, day], minute) => {
          const millis = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
          expect(shopIso(millis, zone)).toBe(isoByToIsoString(millis, zone));
        },
      ),
      { numRuns: 5_000 },
    );
    for (const [zone, day] of days) {
      for (let minute = -12 * 60; minute <= 36 * 60; minute += 1) {
        const millis = Date.parse(`${day}T00:00:00Z`) + minute * 60_000;
        if (shopIso(millis, zone) !== isoByToIsoString(millis, zone)) throw new Error(`${zone} ${millis}`);
      }
    }
  });

  it('should move calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
