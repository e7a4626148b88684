// A span of days cut into the whole calendar months it covers and the days left over at either end,
// so that sums can read a month's stored total instead of each of its days.
import { addDays } from '@studio/domain/calendar-day';
import type { DaySpan } from './analytics-facts.ts';

export interface MonthsAndDays {
  /** First day of the first and of the last whole month, or null when the span covers none. */
  months: DaySpan | null;
  /** The days outside those months: none, the head, the tail, or both. */
  days: DaySpan[];
}

/** First day of the day's month. */
export function monthOf(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** First day of the month after the day's month. */
export function nextMonthOf(day: string): string {
  // The 1st plus 31 days is always in the next month, never past it.
  return monthOf(addDays(monthOf(day), 31));
}

export function wholeMonthsOf(span: DaySpan): MonthsAndDays {
  const firstWhole = span.from === monthOf(span.from) ? span.from : nextMonthOf(span.from);
  // The first day after the last whole month.
  const afterLastWhole =
    addDays(span.to, 1) === nextMonthOf(span.to) ? addDays(span.to, 1) : monthOf(span.to);
  if (firstWhole >= afterLastWhole) return { months: null, days: [span] };
  const days: DaySpan[] = [];
  if (span.from < firstWhole) days.push({ from: span.from, to: addDays(firstWhole, -1) });
  if (afterLastWhole <= span.to) days.push({ from: afterLastWhole, to: span.to });
  return { months: { from: firstWhole, to: monthOf(addDays(afterLastWhole, -1)) }, days };
}
