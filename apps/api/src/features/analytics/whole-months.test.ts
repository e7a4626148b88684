import { addDays } from '@studio/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import { nextMonthOf, wholeMonthsOf } from './whole-months.ts';

describe('wholeMonthsOf', () => {
  it('keeps the days before the first and after the last whole month apart', () => {
    expect(wholeMonthsOf({ from: '2025-11-27', to: '2026-11-26' })).toEqual({
      months: { from: '2025-12-01', to: '2026-10-01' },
      days: [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
    });
  });

  it('takes a span of whole months as months only, February and leap years included', () => {
    expect(wholeMonthsOf({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      months: { from: '2028-02-01', to: '2028-02-01' },
      days: [],
    });
    expect(wholeMonthsOf({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      months: { from: '2026-01-01', to: '2026-12-01' },
      days: [],
    });
    expect(wholeMonthsOf({ from: '2026-02-01', to: '2026-02-28' }).days).toEqual([]);
  });

  it('leaves a span without a whole month as days', () => {
    for (const span of [
      { from: '2026-03-02', to: '2026-03-31' },
      { from: '2026-03-01', to: '2026-03-30' },
      { from: '2026-03-15', to: '2026-04-14' },
      { from: '2026-03-10', to: '2026-03-10' },
      { from: '2028-02-01', to: '2028-02-28' },
    ]) {
      expect(wholeMonthsOf(span), span.from).toEqual({ months: null, days: [span] });
    }
  });

  it('covers every day of the span exactly once', () => {
    const start = '2025-12-20';
    for (const [fromOffset, length] of [
      [0, 400],
      [3, 45],
      [12, 31],
      [11, 31],
      [40, 1],
      [0, 73],
    ] as const) {
      const from = addDays(start, fromOffset);
      const to = addDays(from, length - 1);
      const { months, days } = wholeMonthsOf({ from, to });
      const covered: string[] = [];
      for (const span of days) {
        for (let day = span.from; day <= span.to; day = addDays(day, 1)) covered.push(day);
      }
      for (let month = months?.from; months && month && month <= months.to; month = nextMonthOf(month)) {
        for (let day = month; day < nextMonthOf(month); day = addDays(day, 1)) covered.push(day);
      }
      covered.sort();
      expect(covered.length, `${from}..${to}`).toBe(length);
      expect(new Set(covered).size).toBe(length);
      expect(covered[0]).toBe(from);
      expect(covered.at(-1)).toBe(to);
    }
  });
});
