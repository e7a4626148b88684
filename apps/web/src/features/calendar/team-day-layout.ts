// The day view's layout: one column per team member (as Fresha's), bookings placed by their local
// time, and bookings that overlap inside a column laid side by side instead of on top of each other.
import type { Booking, ClosureTime, OpeningHours, TeamMember } from '@studio/domain/booking-contract';
import { shopDay, shopTime, weekdayOfDay } from '../../shared/bookings/shop-time.ts';
import { unassignedKey } from './calendar-events.ts';

export interface DayColumn {
  /** A team member's id, or `unassigned` for bookings without one. */
  key: string;
  member: TeamMember | undefined;
}

/**
 * The visible team members in their order, then a column for bookings without a (known) member
 * when the day has any. With nobody in the team there is always that one column.
 */
export function dayColumnsOf(
  team: readonly TeamMember[],
  hidden: ReadonlySet<string>,
  bookings: readonly Booking[],
): DayColumn[] {
  const known = new Set(team.map((member) => member.id));
  const columns: DayColumn[] = team
    .filter((member) => !hidden.has(member.id))
    .map((member) => ({ key: member.id, member }));
  const unassigned = bookings.some((booking) => !booking.teamMemberId || !known.has(booking.teamMemberId));
  if ((unassigned && !hidden.has(unassignedKey)) || team.length === 0)
    columns.push({ key: unassignedKey, member: undefined });
  return columns;
}

/** The column a booking is drawn in. */
export function columnKeyOf(booking: Booking, team: readonly TeamMember[]): string {
  return booking.teamMemberId && team.some((member) => member.id === booking.teamMemberId)
    ? booking.teamMemberId
    : unassignedKey;
}

export function minutesOfClock(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A booking's span on `day` in minutes of the local clock, cut to the day. */
export function minutesOnDay(
  booking: Pick<Booking, 'start' | 'end'>,
  day: string,
  timezone: string,
): { start: number; end: number } {
  const start =
    shopDay(booking.start, timezone) < day ? 0 : minutesOfClock(shopTime(booking.start, timezone));
  const end =
    shopDay(booking.end, timezone) > day ? 24 * 60 : minutesOfClock(shopTime(booking.end, timezone));
  return { start, end: Math.max(end, start) };
}

export interface Placed {
  /** 0-based lane inside its group of overlapping bookings. */
  lane: number;
  /** How many lanes that group needs: each booking gets 1/lanes of the column's width. */
  lanes: number;
}

/**
 * Side-by-side lanes for intervals that overlap: each goes into the first lane free at its start;
 * a group of intervals that overlap one another (directly or through others) shares one lane count.
 */
export function laneLayout(
  items: readonly { id: string; start: number; end: number }[],
): Map<string, Placed> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const placed = new Map<string, Placed>();
  let group: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const entry of group) placed.set(entry.id, { lane: entry.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(item.end);
    } else laneEnds[lane] = item.end;
    group.push({ id: item.id, lane });
    groupEnd = Math.max(groupEnd, item.end);
  }
  closeGroup();
  return placed;
}

/** The open ranges of that day in minutes of the local clock. */
export function openRangesOn(hours: OpeningHours | undefined, day: string): { start: number; end: number }[] {
  const weekday = weekdayOfDay(day);
  return (hours?.days ?? [])
    .filter((entry) => entry.weekday === weekday)
    .flatMap((entry) => entry.ranges)
    .map((range) => ({ start: minutesOfClock(range.start), end: minutesOfClock(range.end) }));
}

/** The closure covering that day, if any (closures are whole days, both ends included). */
export function closureOn(closures: readonly ClosureTime[], day: string): ClosureTime | undefined {
  return closures.find((closure) => closure.startDate <= day && day <= closure.endDate);
}

/** The start a pointer at `offsetMinutes` into the drawn span chooses, on the studio's step. */
export function snappedMinutes(offsetMinutes: number, firstMinute: number, stepMinutes: number): number {
  const step = Math.max(1, stepMinutes);
  const minutes = firstMinute + Math.floor(offsetMinutes / step) * step;
  return Math.min(Math.max(minutes, 0), 24 * 60 - step);
}
