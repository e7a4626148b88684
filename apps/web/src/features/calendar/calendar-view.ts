import { addDays } from '@studio/domain/calendar-day';
// The calendar's views and the span each shows, in the studio's days.
import type { Locale } from '@studio/domain/locale';
import { DateTime } from 'luxon';
import { intlLocaleOf } from '../../i18n/language.ts';
import { dayHeading, shopDay } from '../../shared/bookings/shop-time.ts';

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

/** "Montag, 07/12/2026", "07/12 – 13/12/2026" or "Dezember 2026". */
export function spanTitle(view: CalendarView, span: ShopSpan, locale: Locale): string {
  const from = DateTime.fromISO(span.from, { zone: 'utc', locale: intlLocaleOf(locale) });
  const to = DateTime.fromISO(span.to, { zone: 'utc', locale: intlLocaleOf(locale) });
  if (view === 'day') return dayHeading(span.from, locale);
  if (view === 'month') return from.toFormat('LLLL yyyy');
  const sameYear = from.year === to.year;
  return `${from.toFormat(sameYear ? 'dd/MM' : 'dd/MM/yyyy')} – ${to.toFormat('dd/MM/yyyy')}`;
}
