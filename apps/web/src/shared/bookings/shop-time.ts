// Reckoning on the studio's wall clock, whatever the time zone of the device: the API writes
// instants with the studio's offset, and the studio's IANA zone comes with the shop. Showing
// them as text is i18n/format-date-time.ts's.
import { DateTime } from 'luxon';

export function inShopZone(value: string | Date, timezone: string): DateTime {
  return typeof value === 'string'
    ? DateTime.fromISO(value, { zone: timezone })
    : DateTime.fromJSDate(value, { zone: timezone });
}

/** The studio's local day of an instant, `YYYY-MM-DD`. */
export function shopDay(value: string | Date, timezone: string): string {
  return inShopZone(value, timezone).toISODate() ?? '';
}

/** `HH:mm` on the studio's clock, to reckon with; for display see formatStudioTime. */
export function shopTime(value: string | Date, timezone: string): string {
  return inShopZone(value, timezone).toFormat('HH:mm');
}

/** The instant of a wall-clock time on a studio day, ISO 8601 with the studio's offset. */
export function shopInstant(day: string, time: string, timezone: string): string {
  return DateTime.fromISO(`${day}T${time}`, { zone: timezone }).toISO({ suppressMilliseconds: true }) ?? '';
}

/** ISO weekday of a local day: 1 = Monday … 7 = Sunday. */
export function weekdayOfDay(day: string): number {
  return DateTime.fromISO(day, { zone: 'utc' }).weekday;
}
