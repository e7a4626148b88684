import { findOpeningHoursProblem } from '@studio/domain/opening-hours';
import { describe, expect, it } from 'vitest';
import {
  copyDayToAll,
  hasRangeProblems,
  nextRangeAfter,
  openingHoursOf,
  rangeOfServerField,
  rangeProblemsOf,
  timeChoices,
  type WeekdayRow,
  weekdayRowsOf,
} from './opening-hours-form.ts';

const range = (start: string, end: string) => ({ start, end });

describe('weekday rows', () => {
  it('shows Monday to Sunday, closed days with a range ready to reopen', () => {
    const rows = weekdayRowsOf({
      days: [
        { weekday: 6, ranges: [range('10:00', '16:00')] },
        { weekday: 1, ranges: [range('14:00', '19:00'), range('09:00', '12:00')] },
      ],
    });
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]).toEqual({
      weekday: 1,
      open: true,
      ranges: [range('09:00', '12:00'), range('14:00', '19:00')],
    });
    expect(rows[1]).toEqual({ weekday: 2, open: false, ranges: [range('09:00', '18:00')] });
  });

  it('sends closed days without ranges', () => {
    const rows: WeekdayRow[] = [
      { weekday: 1, open: true, ranges: [range('09:00', '18:00')] },
      { weekday: 2, open: false, ranges: [range('09:00', '18:00')] },
    ];
    expect(openingHoursOf(rows)).toEqual({
      days: [
        { weekday: 1, ranges: [range('09:00', '18:00')] },
        { weekday: 2, ranges: [] },
      ],
    });
  });
});

describe('rangeProblemsOf', () => {
  it('needs the end after the start', () => {
    expect(rangeProblemsOf([range('10:00', '10:00')])).toEqual(['endNotAfterStart']);
    expect(rangeProblemsOf([range('18:00', '09:00')])).toEqual(['endNotAfterStart']);
    expect(rangeProblemsOf([range('18:00', '24:00')])).toEqual([null]);
  });

  it('marks both ranges of an overlap; touching ranges are fine', () => {
    expect(rangeProblemsOf([range('09:00', '13:00'), range('12:00', '18:00')])).toEqual([
      'overlaps',
      'overlaps',
    ]);
    expect(rangeProblemsOf([range('09:00', '12:00'), range('12:00', '18:00')])).toEqual([null, null]);
    expect(
      rangeProblemsOf([range('09:00', '18:00'), range('10:00', '11:00'), range('19:00', '20:00')]),
    ).toEqual(['overlaps', 'overlaps', null]);
  });

  it('agrees with the rule the API applies (8009)', () => {
    const cases = [
      [range('09:00', '12:00'), range('12:00', '18:00')],
      [range('09:00', '13:00'), range('12:00', '18:00')],
      [range('12:00', '09:00')],
      [range('00:00', '24:00')],
      [range('14:00', '18:00'), range('08:00', '14:15')],
    ];
    for (const ranges of cases) {
      const rows: WeekdayRow[] = [{ weekday: 3, open: true, ranges }];
      expect(hasRangeProblems(rows), JSON.stringify(ranges)).toBe(
        findOpeningHoursProblem(openingHoursOf(rows).days) !== null,
      );
    }
  });

  it('ignores the ranges of closed days', () => {
    expect(hasRangeProblems([{ weekday: 7, open: false, ranges: [range('12:00', '09:00')] }])).toBe(false);
  });
});

describe('editing helpers', () => {
  it('offers quarter hours, 24:00 only as an end, and keeps an off-grid time', () => {
    const starts = timeChoices('start', '09:00');
    expect(starts[0]).toBe('00:00');
    expect(starts.at(-1)).toBe('23:45');
    expect(starts).toHaveLength(96);
    const ends = timeChoices('end', '18:00');
    expect(ends[0]).toBe('00:15');
    expect(ends.at(-1)).toBe('24:00');
    const offGrid = timeChoices('start', '09:10');
    expect(offGrid.slice(offGrid.indexOf('09:00'), offGrid.indexOf('09:00') + 3)).toEqual([
      '09:00',
      '09:10',
      '09:15',
    ]);
  });

  it('adds a range after the last one, within the day', () => {
    expect(nextRangeAfter([])).toEqual(range('09:00', '18:00'));
    expect(nextRangeAfter([range('09:00', '12:00')])).toEqual(range('13:00', '17:00'));
    expect(nextRangeAfter([range('09:00', '22:00')])).toEqual(range('23:00', '24:00'));
    expect(nextRangeAfter([range('09:00', '24:00')])).toBeNull();
  });

  it('copies one day to the whole week', () => {
    const rows: WeekdayRow[] = [
      { weekday: 1, open: true, ranges: [range('09:00', '12:00'), range('13:00', '18:00')] },
      { weekday: 2, open: false, ranges: [range('10:00', '16:00')] },
    ];
    const copied = copyDayToAll(rows, 1);
    expect(copied[1]).toEqual({ weekday: 2, open: true, ranges: rows[0]?.ranges });
    expect(copied[1]?.ranges).not.toBe(rows[0]?.ranges);
  });

  it('reads the range a server field names', () => {
    expect(rangeOfServerField('days.2.ranges.1')).toEqual({ dayIndex: 2, rangeIndex: 1 });
    expect(rangeOfServerField('days')).toBeNull();
  });
});
