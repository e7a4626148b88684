import { describe, expect, it } from 'vitest';
import { findOpeningHoursProblem, normalizeOpeningHours, timeOfDayPattern } from './opening-hours.ts';

describe('booking hours', () => {
  it('should accept separate and touching ranges', () => {
    expect(
      findOpeningHoursProblem([
        {
          weekday: 1,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '12:00', end: '18:00' },
          ],
        },
        { weekday: 2, ranges: [{ start: '00:00', end: '24:00' }] },
        { weekday: 3, ranges: [] },
      ]),
    ).toBeNull();
  });

  it('should name a range that ends at or before its start', () => {
    expect(findOpeningHoursProblem([{ weekday: 1, ranges: [{ start: '10:00', end: '10:00' }] }])).toEqual({
      dayIndex: 0,
      rangeIndex: 0,
      reason: 'endNotAfterStart',
    });
    expect(
      findOpeningHoursProblem([{ weekday: 1, ranges: [{ start: '18:00', end: '09:00' }] }])?.reason,
    ).toBe('endNotAfterStart');
  });

  it('should name overlapping ranges, also across entries of the same weekday', () => {
    expect(
      findOpeningHoursProblem([
        {
          weekday: 4,
          ranges: [
            { start: '09:00', end: '13:00' },
            { start: '12:30', end: '18:00' },
          ],
        },
      ]),
    ).toEqual({ dayIndex: 0, rangeIndex: 1, reason: 'overlaps' });
    expect(
      findOpeningHoursProblem([
        { weekday: 5, ranges: [{ start: '09:00', end: '18:00' }] },
        { weekday: 5, ranges: [{ start: '10:00', end: '11:00' }] },
      ]),
    ).toEqual({ dayIndex: 1, rangeIndex: 0, reason: 'overlaps' });
  });

  it('should list all seven weekdays with sorted ranges', () => {
    const days = normalizeOpeningHours([
      {
        weekday: 3,
        ranges: [
          { start: '14:00', end: '18:00' },
          { start: '09:00', end: '12:00' },
        ],
      },
    ]);
    expect(days.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[2]?.ranges).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(days[0]?.ranges).toEqual([]);
  });

  it('should read times as HH:mm up to 24:00', () => {
    for (const time of ['00:00', '09:30', '23:59', '24:00']) expect(timeOfDayPattern.test(time)).toBe(true);
    for (const time of ['9:00', '24:01', '25:00', '12:60', '12:00:00', '']) {
      expect(timeOfDayPattern.test(time)).toBe(false);
    }
  });
});
