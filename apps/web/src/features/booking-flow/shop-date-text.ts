// Dates of the booking flow in the app's formats (dd/MM/yyyy, HH:mm), with weekday and month
// names in the user's language, always in the studio's time zone. Plain Intl rather than luxon:
// the booking page's first step shows these, and luxon would add 22 KB to it.
import type { Locale } from '@studio/domain/locale';
import { intlLocaleOf } from '../../i18n/language.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** A studio day (YYYY-MM-DD) as a Date at UTC midnight, formatted in UTC so the day never moves. */
function utcDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function named(day: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone: 'UTC' }).format(utcDay(day));
}

function numericDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** "Montag, 07/12/2026" for a studio day (YYYY-MM-DD). */
export function longDayText(day: string, locale: Locale): string {
  return `${named(day, locale, { weekday: 'long' })}, ${numericDay(day)}`;
}

/** "Mo" and "07" for the week strip. */
export function dayChipText(day: string, locale: Locale): { weekday: string; date: string; month: string } {
  return {
    weekday: named(day, locale, { weekday: 'short' }),
    date: day.slice(8, 10),
    month: named(day, locale, { month: 'short' }),
  };
}

/** "Dezember 2026", or "Dezember 2026 – Januar 2027" for a week across two months. */
export function weekMonthText(firstDay: string, lastDay: string, locale: Locale): string {
  const monthOf = (day: string) => `${named(day, locale, { month: 'long' })} ${day.slice(0, 4)}`;
  const first = monthOf(firstDay);
  const last = monthOf(lastDay);
  return first === last ? first : `${first} – ${last}`;
}

interface WallClock {
  /** YYYY-MM-DD */
  day: string;
  /** HH:mm */
  time: string;
}

/** An instant as the studio's clock shows it. */
function wallClockOf(instant: string, timezone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return {
    day: `${String(part('year')).padStart(4, '0')}-${two(part('month'))}-${two(part('day'))}`,
    time: `${two(part('hour'))}:${two(part('minute'))}`,
  };
}

export interface AppointmentText {
  /** "Montag, 07/12/2026" */
  day: string;
  /** "10:00–11:15" */
  time: string;
}

/** An appointment's day and times in the studio's time zone. */
export function appointmentText(
  start: string,
  end: string,
  timezone: string,
  locale: Locale,
): AppointmentText {
  const from = wallClockOf(start, timezone);
  const to = wallClockOf(end, timezone);
  return { day: longDayText(from.day, locale), time: `${from.time}–${to.time}` };
}

/** "07/12/2026, 10:00" for an instant in the studio's time zone. */
export function dayTimeText(instant: string, timezone: string): string {
  const { day, time } = wallClockOf(instant, timezone);
  return `${numericDay(day)}, ${time}`;
}
