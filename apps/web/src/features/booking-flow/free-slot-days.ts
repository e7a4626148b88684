// Days, weeks and parts of the day of the time picker, all in the studio's time zone: a customer
// abroad still books the studio's 10:00, and "today" is the studio's today.
import type { FreeSlotDto } from '@studio/domain/booking-contract';
import { addDays } from '@studio/domain/calendar-day';
import { DateTime } from 'luxon';

/** The last day the studio takes bookings for (today plus its horizon). */
export function lastBookableDay(timezone: string, horizonDays: number, now: number = Date.now()): string {
  return DateTime.fromMillis(now, { zone: timezone }).plus({ days: horizonDays }).toISODate() ?? '';
}

/** The Monday of the week of a day. */
export function weekStartOf(day: string): string {
  return DateTime.fromISO(day, { zone: 'utc' }).startOf('week').toISODate() ?? day;
}

/** The seven days from a Monday. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

export interface WallTime {
  /** YYYY-MM-DD in the studio's time zone. */
  day: string;
  /** HH:mm in the studio's time zone. */
  time: string;
  hour: number;
}

export function wallTimeOf(instant: string, timezone: string): WallTime {
  const local = DateTime.fromISO(instant, { zone: timezone });
  return { day: local.toISODate() ?? '', time: local.toFormat('HH:mm'), hour: local.hour };
}

/** Free times by studio day, each day's times in order. */
export function slotsByDay(slots: readonly FreeSlotDto[], timezone: string): Map<string, FreeSlotDto[]> {
  const days = new Map<string, FreeSlotDto[]>();
  for (const slot of slots.toSorted((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const { day } = wallTimeOf(slot.start, timezone);
    const list = days.get(day);
    if (list) list.push(slot);
    else days.set(day, [slot]);
  }
  return days;
}

export const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** Morning until 12:00, afternoon until 17:00, evening after. */
export function dayPartOf(hour: number): DayPart {
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

export interface DayPartSlots {
  part: DayPart;
  slots: { slot: FreeSlotDto; time: string }[];
}

/** One day's times split into morning, afternoon and evening; empty parts are left out. */
export function slotsByDayPart(slots: readonly FreeSlotDto[], timezone: string): DayPartSlots[] {
  const parts = new Map<DayPart, DayPartSlots['slots']>();
  for (const slot of slots) {
    const { hour, time } = wallTimeOf(slot.start, timezone);
    const part = dayPartOf(hour);
    const list = parts.get(part) ?? [];
    list.push({ slot, time });
    parts.set(part, list);
  }
  return dayParts.flatMap((part) => {
    const list = parts.get(part);
    return list ? [{ part, slots: list }] : [];
  });
}

/** The same instant, whatever offset notation each text uses. */
export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}
