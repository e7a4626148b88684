import { DateTime } from 'luxon';

// Closures and booking rules are whole local days of the studio (`YYYY-MM-DD`, both ends
// included), so "today" is the studio's date, not the browser's.

export interface DatePeriod {
  startDate: string;
  /** Null: open-ended (a permanent booking rule). */
  endDate: string | null;
}

export type PeriodStatus = 'past' | 'current' | 'upcoming';

/** ISO dates compare correctly as text. */
export function periodStatus(period: DatePeriod, today: string): PeriodStatus {
  if (period.endDate !== null && period.endDate < today) return 'past';
  return period.startDate > today ? 'upcoming' : 'current';
}

/** Running and upcoming periods first, soonest first; then past ones, the most recent first. */
export function sortPeriods<T extends DatePeriod>(periods: readonly T[], today: string): T[] {
  const ahead = periods.filter((period) => periodStatus(period, today) !== 'past');
  const past = periods.filter((period) => periodStatus(period, today) === 'past');
  ahead.sort((a, b) => a.startDate.localeCompare(b.startDate));
  past.sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? ''));
  return [...ahead, ...past];
}

/** Days a period covers, both ends included; null when open-ended. */
export function dayCount(period: DatePeriod): number | null {
  if (period.endDate === null) return null;
  const start = DateTime.fromISO(period.startDate, { zone: 'utc' });
  const end = DateTime.fromISO(period.endDate, { zone: 'utc' });
  return Math.round(end.diff(start, 'days').days) + 1;
}

/**
 * The booking rule that sets today's capacity: of those covering today, the one with the latest
 * start (api-contract "Booking"). Null when none does and the team size counts.
 */
export function ruleInForce<T extends DatePeriod>(rules: readonly T[], today: string): T | null {
  let chosen: T | null = null;
  for (const rule of rules) {
    if (periodStatus(rule, today) !== 'current') continue;
    if (!chosen || rule.startDate > chosen.startDate) chosen = rule;
  }
  return chosen;
}

/** A picked date as `YYYY-MM-DD`; null when none or invalid. */
export function isoDateOf(value: DateTime | null): string | null {
  return value?.isValid ? value.toISODate() : null;
}

/** A `YYYY-MM-DD` for a date picker; null stays empty. */
export function pickerDateOf(isoDate: string | null): DateTime | null {
  if (!isoDate) return null;
  const value = DateTime.fromISO(isoDate);
  return value.isValid ? value : null;
}
