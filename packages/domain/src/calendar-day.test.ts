import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './calendar-day.ts';

describe('calendar days', () => {
  it('should take today in the shop’s zone, not the viewer’s', () => {
    // 23:30 UTC on 6 December is already 7 December in Berlin and still 6 December in New York.
    const instant = Date.parse('2026-12-06T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-12-07');
    expect(todayIn('America/New_York', instant)).toBe('2026-12-06');
    expect(todayIn('Asia/Tokyo', Date.parse('2026-12-07T20:00:00Z'))).toBe('2026-12-08');
  });

  it('should move days across clock changes, months and years', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-30', -7)).toBe('2026-03-23');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
