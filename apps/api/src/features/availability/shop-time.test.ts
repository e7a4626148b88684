import { addDays } from '@studio/domain/calendar-day';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { shopIso, zoneOffsetMinutes } from './shop-time.ts';

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

  it('should move calendar days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
