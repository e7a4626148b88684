// Bookings are shown on the studio's wall clock, whatever the time zone of the device: the API
// writes instants with the studio's offset, and the studio's IANA zone comes with the shop.
import type { Locale } from '@studio/domain/locale';
import { DateTime } from 'luxon';
import { intlLocaleOf } from '../../i18n/language.ts';

export function inShopZone(value: string | Date, timezone: string): DateTime {
  return typeof value === 'string'
    ? DateTime.fromISO(value, { zone: timezone })
    : DateTime.fromJSDate(value, { zone: timezone });
}

/** The studio's local day of an instant, `YYYY-MM-DD`. */
export function shopDay(value: string | Date, timezone: string): string {
  return inShopZone(value, timezone).toISODate() ?? '';
}

/** `HH:mm` on the studio's clock. */
export function shopTime(value: string | Date, timezone: string): string {
  return inShopZone(value, timezone).toFormat('HH:mm');
}

/** `dd/MM/yyyy HH:mm` on the studio's clock. */
export function shopDateTime(value: string | Date, timezone: string): string {
  return inShopZone(value, timezone).toFormat('dd/MM/yyyy HH:mm');
}

/** `10:00–11:15`. */
export function shopTimeRange(start: string | Date, end: string | Date, timezone: string): string {
  return `${shopTime(start, timezone)}–${shopTime(end, timezone)}`;
}

/** The instant of a wall-clock time on a studio day, ISO 8601 with the studio's offset. */
export function shopInstant(day: string, time: string, timezone: string): string {
  return DateTime.fromISO(`${day}T${time}`, { zone: timezone }).toISO({ suppressMilliseconds: true }) ?? '';
}

/** ISO weekday of a local day: 1 = Monday … 7 = Sunday. */
export function weekdayOfDay(day: string): number {
  return DateTime.fromISO(day, { zone: 'utc' }).weekday;
}

/** "Montag, 07/12/2026": weekday in the user's language, date as dd/MM/yyyy. */
export function dayHeading(day: string, locale: Locale): string {
  const date = DateTime.fromISO(day, { zone: 'utc', locale: intlLocaleOf(locale) });
  return `${date.toFormat('cccc')}, ${date.toFormat('dd/MM/yyyy')}`;
}

/** `07/12/2026` for a local day. */
export function dayText(day: string): string {
  return DateTime.fromISO(day, { zone: 'utc' }).toFormat('dd/MM/yyyy');
}
