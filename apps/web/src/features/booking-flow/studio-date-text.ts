// Dates of the booking flow as the spec wants them (dd/MM/yyyy, HH:mm), with weekday and month
// names in the user's language, always in the studio's time zone.
import type { Locale } from '@studio/domain/locale';
import { DateTime } from 'luxon';
import { intlLocaleOf } from '../../i18n/language.ts';

function localDay(day: string, locale: Locale): DateTime {
  return DateTime.fromISO(day, { zone: 'utc', locale: intlLocaleOf(locale) });
}

/** "Montag, 07/12/2026" for a studio day (YYYY-MM-DD). */
export function longDayText(day: string, locale: Locale): string {
  const date = localDay(day, locale);
  return `${date.toFormat('cccc')}, ${date.toFormat('dd/MM/yyyy')}`;
}

/** "Mo" and "07" for the week strip. */
export function dayChipText(day: string, locale: Locale): { weekday: string; date: string; month: string } {
  const date = localDay(day, locale);
  return { weekday: date.toFormat('ccc'), date: date.toFormat('dd'), month: date.toFormat('LLL') };
}

/** "Dezember 2026", or "Dezember 2026 – Januar 2027" for a week across two months. */
export function weekMonthText(firstDay: string, lastDay: string, locale: Locale): string {
  const first = localDay(firstDay, locale).toFormat('LLLL yyyy');
  const last = localDay(lastDay, locale).toFormat('LLLL yyyy');
  return first === last ? first : `${first} – ${last}`;
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
  const from = DateTime.fromISO(start, { zone: timezone });
  const to = DateTime.fromISO(end, { zone: timezone });
  return {
    day: longDayText(from.toISODate() ?? '', locale),
    time: `${from.toFormat('HH:mm')}–${to.toFormat('HH:mm')}`,
  };
}

/** "07/12/2026, 10:00" for an instant in the studio's time zone. */
export function dayTimeText(instant: string, timezone: string): string {
  return DateTime.fromISO(instant, { zone: timezone }).toFormat('dd/MM/yyyy, HH:mm');
}
