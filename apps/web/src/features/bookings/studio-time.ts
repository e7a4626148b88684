// Bookings are shown on the studio's wall clock, whatever the time zone of the device: the API
// writes instants with the studio's offset, and the studio's IANA zone comes with the shop.
import type { Locale } from '@studio/domain/locale';
import { DateTime } from 'luxon';
import { intlLocaleOf } from '../../i18n/language.ts';

export function inStudioZone(value: string | Date, timezone: string): DateTime {
  return typeof value === 'string'
    ? DateTime.fromISO(value, { zone: timezone })
    : DateTime.fromJSDate(value, { zone: timezone });
}

/** The studio's local day of an instant, `YYYY-MM-DD`. */
export function studioDay(value: string | Date, timezone: string): string {
  return inStudioZone(value, timezone).toISODate() ?? '';
}

/** `HH:mm` on the studio's clock. */
export function studioTime(value: string | Date, timezone: string): string {
  return inStudioZone(value, timezone).toFormat('HH:mm');
}

/** `dd/MM/yyyy HH:mm` on the studio's clock. */
export function studioDateTime(value: string | Date, timezone: string): string {
  return inStudioZone(value, timezone).toFormat('dd/MM/yyyy HH:mm');
}

/** `10:00–11:15`. */
export function studioTimeRange(start: string | Date, end: string | Date, timezone: string): string {
  return `${studioTime(start, timezone)}–${studioTime(end, timezone)}`;
}

/** Today in the studio, `YYYY-MM-DD`. */
export function studioToday(timezone: string, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone: timezone }).toISODate() ?? '';
}

/** A local day moved by whole days (calendar days, unaffected by clock changes). */
export function shiftDay(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate() ?? day;
}

/** The instant of a wall-clock time on a studio day, ISO 8601 with the studio's offset. */
export function studioInstant(day: string, time: string, timezone: string): string {
  return DateTime.fromISO(`${day}T${time}`, { zone: timezone }).toISO({ suppressMilliseconds: true }) ?? '';
}

/** ISO weekday of a local day: 1 = Monday … 7 = Sunday. */
export function weekdayOfDay(day: string): number {
  return DateTime.fromISO(day, { zone: 'utc' }).weekday;
}

/** "Montag, 07/12/2026": weekday in the user's language, date as the spec wants it. */
export function dayHeading(day: string, locale: Locale): string {
  const date = DateTime.fromISO(day, { zone: 'utc', locale: intlLocaleOf(locale) });
  return `${date.toFormat('cccc')}, ${date.toFormat('dd/MM/yyyy')}`;
}

/** `07/12/2026` for a local day. */
export function dayText(day: string): string {
  return DateTime.fromISO(day, { zone: 'utc' }).toFormat('dd/MM/yyyy');
}
