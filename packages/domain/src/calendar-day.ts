// Calendar days (`YYYY-MM-DD`) of a shop: "today" is the shop's today, wherever the viewer is.
import { DateTime } from 'luxon';

/** The calendar day in a time zone at an instant (now by default). */
export function todayIn(timezone: string, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone: timezone }).toISODate() ?? '';
}

/** A calendar day moved by whole days, unaffected by clock changes. */
export function addDays(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
