import type { OpeningHours } from '@studio/domain/booking-contract';
import { minutesOfDay, normalizeOpeningHours, type TimeRange } from '@studio/domain/opening-hours';

/** One weekday of the booking-hours form. A closed day keeps its ranges, so reopening restores them. */
export interface WeekdayRow {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  open: boolean;
  ranges: TimeRange[];
}

export type RangeProblem = 'endNotAfterStart' | 'overlaps';

/** Offered times: every 15 minutes, like the booking slots; "24:00" can only end a range. */
export const timeStepMinutes = 15;
export const defaultRange: TimeRange = { start: '09:00', end: '18:00' };
const dayEnd = 24 * 60;

export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Times for a select; a saved time off the 15-minute grid stays selectable. */
export function timeChoices(edge: 'start' | 'end', current: string): string[] {
  const choices: string[] = [];
  const first = edge === 'start' ? 0 : timeStepMinutes;
  const last = edge === 'start' ? dayEnd - timeStepMinutes : dayEnd;
  for (let minutes = first; minutes <= last; minutes += timeStepMinutes) choices.push(timeOfMinutes(minutes));
  if (!choices.includes(current)) {
    choices.push(current);
    choices.sort((a, b) => minutesOfDay(a) - minutesOfDay(b));
  }
  return choices;
}

/** The seven form rows, Monday first, from the API's answer. */
export function weekdayRowsOf(hours: OpeningHours): WeekdayRow[] {
  return normalizeOpeningHours(hours.days).map((day) => ({
    weekday: day.weekday,
    open: day.ranges.length > 0,
    ranges: day.ranges.length > 0 ? day.ranges : [{ ...defaultRange }],
  }));
}

/** The body of PUT opening-hours: all seven weekdays, closed ones without ranges. */
export function openingHoursOf(rows: readonly WeekdayRow[]): OpeningHours {
  return {
    days: rows.map((row) => ({
      weekday: row.weekday,
      ranges: row.open ? row.ranges.map((range) => ({ start: range.start, end: range.end })) : [],
    })),
  };
}

/**
 * The problem of each range of a day, as the API judges them (8009): the end must come after the
 * start, and ranges may touch but not overlap. Every range in an overlap is marked, not only the
 * later one, so both show where to look.
 */
export function rangeProblemsOf(ranges: readonly TimeRange[]): (RangeProblem | null)[] {
  const spans = ranges.map((range) => ({ start: minutesOfDay(range.start), end: minutesOfDay(range.end) }));
  return spans.map((span, index) => {
    if (span.end <= span.start) return 'endNotAfterStart';
    const overlaps = spans.some(
      (other, otherIndex) =>
        otherIndex !== index && other.end > other.start && span.start < other.end && other.start < span.end,
    );
    return overlaps ? 'overlaps' : null;
  });
}

export function hasRangeProblems(rows: readonly WeekdayRow[]): boolean {
  return rows.some((row) => row.open && rangeProblemsOf(row.ranges).some((problem) => problem !== null));
}

/**
 * A range to add after the day's last one: an hour after it ends, four hours long, within the day.
 * Null when the day has no room left (the add button is then disabled).
 */
export function nextRangeAfter(ranges: readonly TimeRange[]): TimeRange | null {
  if (ranges.length === 0) return { ...defaultRange };
  const latestEnd = Math.max(...ranges.map((range) => minutesOfDay(range.end)));
  const start = Math.min(latestEnd + 60, dayEnd - timeStepMinutes);
  if (start < latestEnd) return null;
  return { start: timeOfMinutes(start), end: timeOfMinutes(Math.min(start + 4 * 60, dayEnd)) };
}

/** Every weekday gets the hours of one day ("same hours every day"). */
export function copyDayToAll(rows: readonly WeekdayRow[], weekday: number): WeekdayRow[] {
  const source = rows.find((row) => row.weekday === weekday);
  if (!source) return [...rows];
  return rows.map((row) => ({
    weekday: row.weekday,
    open: source.open,
    ranges: source.ranges.map((range) => ({ ...range })),
  }));
}

/** Which form row and range a server field like `days.2.ranges.1` names. */
export function rangeOfServerField(field: string): { dayIndex: number; rangeIndex: number } | null {
  const match = /^days\.(\d+)\.ranges\.(\d+)$/.exec(field);
  return match ? { dayIndex: Number(match[1]), rangeIndex: Number(match[2]) } : null;
}
