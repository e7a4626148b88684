// Booking hours: per weekday, several open ranges or closed.
// Local wall-clock times "HH:mm"; "24:00" may end a range at midnight.

export interface TimeRange {
  start: string;
  end: string;
}

export interface OpeningDay {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  ranges: TimeRange[];
}

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** "HH:mm" from 00:00 to 23:59, or 24:00 (the end of the day). */
export const timeOfDayPattern = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export interface OpeningHoursProblem {
  /** Index into the days list as given, and into that day's ranges. */
  dayIndex: number;
  rangeIndex: number;
  reason: 'endNotAfterStart' | 'overlaps';
}

/**
 * The first problem of a set of booking hours (contract: `end ≤ start` or overlapping ranges →
 * 8009), or null. Ranges of a weekday given in several entries count together; ranges that only
 * touch (09:00–12:00, 12:00–18:00) do not overlap.
 */
export function findOpeningHoursProblem(days: readonly OpeningDay[]): OpeningHoursProblem | null {
  const seen = new Map<number, { start: number; end: number }[]>();
  for (const [dayIndex, day] of days.entries()) {
    for (const [rangeIndex, range] of day.ranges.entries()) {
      const start = minutesOfDay(range.start);
      const end = minutesOfDay(range.end);
      if (end <= start) return { dayIndex, rangeIndex, reason: 'endNotAfterStart' };
      const others = seen.get(day.weekday) ?? [];
      if (others.some((other) => start < other.end && other.start < end)) {
        return { dayIndex, rangeIndex, reason: 'overlaps' };
      }
      others.push({ start, end });
      seen.set(day.weekday, others);
    }
  }
  return null;
}

/** All seven weekdays in order, each with its ranges sorted by start; weekdays not given are closed. */
export function normalizeOpeningHours(days: readonly OpeningDay[]): OpeningDay[] {
  return weekdays.map((weekday) => ({
    weekday,
    ranges: days
      .filter((day) => day.weekday === weekday)
      .flatMap((day) => day.ranges)
      .map((range) => ({ start: range.start, end: range.end }))
      .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start)),
  }));
}

/**
 * The booking hours a new studio starts from, to edit rather than to fill in from nothing:
 * Monday to Friday 09:00–18:00, Saturday 10:00–14:00, Sunday closed.
 */
export const openingHoursTemplate: readonly OpeningDay[] = [
  ...([1, 2, 3, 4, 5] as const).map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '18:00' }] })),
  { weekday: 6, ranges: [{ start: '10:00', end: '14:00' }] },
  { weekday: 7, ranges: [] },
];
