import { addDays } from '@studio/domain/calendar-day';
// The calendar's views and the span each shows, in the studio's days.
import type { Locale } from '@studio/domain/locale';
import {
  formatDay,
  formatDayOfMonth,
  formatDayWithWeekday,
  formatMonthYear,
} from '../../i18n/format-date-time.ts';
import { shopDay } from '../../shared/bookings/shop-time.ts';

export const calendarViews = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** FullCalendar's names of the views. */
export const fullCalendarViewOf: Readonly<Record<CalendarView, string>> = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
};

export function calendarViewOf(value: string | null | undefined): CalendarView | null {
  return calendarViews.find((view) => view === value) ?? null;
}

export function calendarViewOfFullCalendar(type: string): CalendarView {
  return calendarViews.find((view) => fullCalendarViewOf[view] === type) ?? 'week';
}

export interface ShopSpan {
  /** First local day, `YYYY-MM-DD`. */
  from: string;
  /** Last local day, included. */
  to: string;
}

/** The calendar's span [start, end) as local days of the studio, both included. */
export function shopSpanOf(start: Date, end: Date, timezone: string): ShopSpan {
  return { from: shopDay(start, timezone), to: addDays(shopDay(end, timezone), -1) };
}

/** "Montag, 07.12.2026", "07.12. – 13.12.2026" or "Dezember 2026" (in German). */
export function spanTitle(view: CalendarView, span: ShopSpan, locale: Locale): string {
  if (view === 'day') return formatDayWithWeekday(span.from, locale);
  if (view === 'month') return formatMonthYear(span.from, locale);
  const sameYear = span.from.slice(0, 4) === span.to.slice(0, 4);
  return `${sameYear ? formatDayOfMonth(span.from, locale) : formatDay(span.from, locale)} – ${formatDay(span.to, locale)}`;
}
