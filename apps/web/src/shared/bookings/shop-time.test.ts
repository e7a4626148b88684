import { addDays, todayIn } from '@studio/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { shopDay, shopInstant, shopTime, weekdayOfDay } from './shop-time.ts';

describe('studio time', () => {
  it('reads an instant on the studio clock, not the device clock', () => {
    // 23:30 UTC is already the next day in Berlin, still the same day in New York.
    expect(shopDay('2026-12-07T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-08');
    expect(shopDay('2026-12-07T23:30:00Z', 'America/New_York')).toBe('2026-12-07');
    expect(shopTime(new Date('2026-12-07T09:00:00Z'), 'Europe/Berlin')).toBe('10:00');
    expect(shopTime('2026-07-07T08:00:00Z', 'Europe/Berlin')).toBe('10:00');
  });

  it('builds instants with the offset of that day, across clock changes', () => {
    expect(shopInstant('2026-12-07', '10:00', 'Europe/Berlin')).toBe('2026-12-07T10:00:00+01:00');
    expect(shopInstant('2026-07-07', '10:00', 'Europe/Berlin')).toBe('2026-07-07T10:00:00+02:00');
    // The last Sunday of March: 03:00 summer time follows 01:59 winter time.
    expect(shopInstant('2026-03-29', '03:00', 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
  });

  it('knows the studio day of now and moves days by the calendar', () => {
    expect(todayIn('Asia/Tokyo', Date.parse('2026-12-07T20:00:00Z'))).toBe('2026-12-08');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(weekdayOfDay('2026-12-07')).toBe(1);
    expect(weekdayOfDay('2026-12-13')).toBe(7);
  });
});
