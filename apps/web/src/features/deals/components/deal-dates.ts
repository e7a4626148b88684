import { addDays, todayIn } from '@studio/domain/calendar-day';

/** The viewer's today and the day 30 days on, as a new deal's default validity. */
export function defaultValidity(now = Date.now()): { today: string; in30Days: string } {
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  return { today, in30Days: addDays(today, 30) };
}
