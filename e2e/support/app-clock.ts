// The e2e run's "now". E2E_NOW (an ISO instant such as 2026-12-29T09:00:00+01:00) puts the app
// under test on a chosen day: its server starts its clock there (CLOCK_START) and every browser
// context installs a clock at the same instant (e2e/support/app-test.ts); both run on in real time.
// Without E2E_NOW the run stands on today. Specs take their dates from here, never from the
// machine's clock.
import { DateTime } from 'luxon';

/** The studio time zone the specs' studios use. */
export const studioZone = 'Europe/Berlin';

/** Reads E2E_NOW once, in the runner's process, and hands the offset to the workers. */
export function settleRunClock(): void {
  if (process.env.E2E_CLOCK_OFFSET_MS !== undefined) return;
  const chosen = process.env.E2E_NOW;
  const start = chosen ? Date.parse(chosen) : Date.now();
  if (Number.isNaN(start)) {
    throw new Error(`E2E_NOW must be an ISO 8601 instant such as 2026-12-29T09:00:00+01:00, not "${chosen}"`);
  }
  process.env.E2E_CLOCK_OFFSET_MS = String(start - Date.now());
}

/** Epoch milliseconds on the app's clock. */
export function appNow(): number {
  return Date.now() + Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
}

/** The start of today on the app's clock, in the studios' time zone. */
export function studioToday(): DateTime {
  return DateTime.fromMillis(appNow(), { zone: studioZone }).startOf('day');
}

/** The first `weekday` (1 = Monday) at least `daysAhead` days after today on the app's clock. */
export function weekdayAhead(weekday: number, daysAhead: number): DateTime {
  let day = studioToday().plus({ days: daysAhead });
  while (day.weekday !== weekday) day = day.plus({ days: 1 });
  return day;
}

/** What an app server started by the e2e run needs in its environment to share the run's clock. */
export function appClockEnv(): Record<string, string> {
  return process.env.E2E_NOW ? { CLOCK_START: new Date(appNow()).toISOString() } : {};
}
