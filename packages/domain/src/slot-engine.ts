// The slot engine: which times can still be booked for a selection of treatments.
// Pure: everything it needs comes in as data, instants are epoch milliseconds, calendar
// dates and wall-clock times are read in the shop's IANA time zone.
import { DateTime, IANAZone } from 'luxon';

/** An open range on a weekday (1 = Monday … 7 = Sunday), local wall-clock "HH:mm". */
export interface OpeningRange {
  weekday: number;
  start: string;
  end: string;
}

/** Whole local days, both ends included ("YYYY-MM-DD"). */
export interface Closure {
  startDate: string;
  endDate: string;
}

/** Concurrent capacity from startDate on, until endDate (included) or for good when null. */
export interface CapacityRule {
  startDate: string;
  endDate: string | null;
  slots: number;
}

/** A time that is taken: an active booking, with its team member when it has one. */
export interface BusyInterval {
  start: number;
  end: number;
  teamMemberId: string | null;
}

export interface SlotQuery {
  timezone: string;
  /** First and last local day to look at, inclusive. */
  fromDate: string;
  toDate: string;
  now: number;
  durationMinutes: number;
  stepMinutes: number;
  minLeadMinutes: number;
  horizonDays: number;
  openingHours: readonly OpeningRange[];
  closures: readonly Closure[];
  rules: readonly CapacityRule[];
  /** How many team members the shop has: the capacity when no rule covers a day. */
  teamSize: number;
  /** Members able to perform the whole selection, in the order they should be offered. */
  eligibleTeamMemberIds: readonly string[];
  /** Only times this member has free. */
  teamMemberId?: string | undefined;
  bookings: readonly BusyInterval[];
}

export interface FreeSlot {
  start: number;
  end: number;
  /** Eligible members free for the whole slot; empty for a shop without a team. */
  teamMemberIds: string[];
}

const minute = 60_000;
const dayLength = 24 * 60 * minute;

/** The rule in force on a date (the latest-starting one that covers it), else the team size, at least 1. */
export function capacityOn(date: string, rules: readonly CapacityRule[], teamSize: number): number {
  let chosen: CapacityRule | undefined;
  for (const rule of rules) {
    if (rule.startDate > date || (rule.endDate !== null && rule.endDate < date)) continue;
    if (!chosen || rule.startDate > chosen.startDate) chosen = rule;
  }
  return chosen ? chosen.slots : Math.max(1, teamSize);
}

export function isClosedOn(date: string, closures: readonly Closure[]): boolean {
  return closures.some((closure) => closure.startDate <= date && date <= closure.endDate);
}

// Reading a wall-clock time in a zone asks Intl for offsets (tens of µs); the same few days and
// range boundaries are read again and again, so answers are remembered (a bounded memo of a pure
// function).
const instantMemo = new Map<string, number>();

/**
 * The first instant the shop's clock shows a local wall-clock time of a date, or a later one:
 * "24:00" is the next midnight, a time skipped by a spring-forward gap is the moment the clocks
 * change (a range 01:00–02:30 closes when the clock jumps from 02:00 to 03:00), a time the autumn
 * repeats is its first showing (as in iCalendar). Opening hours that do not overlap on the wall
 * clock therefore never overlap in real time.
 */
export function localTimeToInstant(date: string, time: string, timezone: string): number {
  const key = `${timezone} ${date} ${time}`;
  const remembered = instantMemo.get(key);
  if (remembered !== undefined) return remembered;
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  // The wall-clock time written as if it were UTC; the instant is that less the offset in force.
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const zone = IANAZone.create(timezone);
  const offsetAt = (instant: number) => zone.offset(instant) * minute;
  const shows = (instant: number) => instant + offsetAt(instant);
  // No zone changes its clock twice within two days: the offsets a day either side are the candidates.
  const offsets = [offsetAt(wall - dayLength), offsetAt(wall + dayLength)];
  const larger = Math.max(...offsets);
  const smaller = Math.min(...offsets);
  let instant: number;
  if (shows(wall - larger) === wall) instant = wall - larger;
  else if (shows(wall - smaller) === wall) instant = wall - smaller;
  else {
    // In the gap: the clock shows less just before the change and more from it on; find the change.
    let before = wall - larger;
    let from = wall - smaller;
    while (from - before > minute) {
      const middle = before + Math.floor((from - before) / 2 / minute) * minute;
      if (shows(middle) >= wall) from = middle;
      else before = middle;
    }
    instant = from;
  }
  if (instantMemo.size >= 50_000) instantMemo.clear();
  instantMemo.set(key, instant);
  return instant;
}

function utcMidnight(date: string): number {
  const [year = 1970, month = 1, dayOfMonth = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, dayOfMonth);
}

/** ISO weekday (1 = Monday) of a calendar date. */
export function weekdayOf(date: string): number {
  return ((new Date(utcMidnight(date)).getUTCDay() + 6) % 7) + 1;
}

export function* eachDate(fromDate: string, toDate: string): Generator<string> {
  const last = utcMidnight(toDate);
  for (let current = utcMidnight(fromDate); current <= last; current += dayLength) {
    yield new Date(current).toISOString().slice(0, 10);
  }
}

/** The most bookings that overlap one another at any instant of [start, end). */
function peakConcurrency(overlapping: readonly BusyInterval[], start: number, end: number): number {
  let peak = 0;
  const checkpoints = [start];
  for (const booking of overlapping)
    if (booking.start > start && booking.start < end) checkpoints.push(booking.start);
  for (const point of checkpoints) {
    let count = 0;
    for (const booking of overlapping) if (booking.start <= point && point < booking.end) count += 1;
    if (count > peak) peak = count;
  }
  return peak;
}

/** Index of the first booking (sorted by start) starting at or after an instant. */
function firstIndexStartingFrom(sortedByStart: readonly BusyInterval[], instant: number): number {
  let low = 0;
  let high = sortedByStart.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedByStart[middle]?.start ?? 0) < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function findFreeSlots(query: SlotQuery): FreeSlot[] {
  const duration = query.durationMinutes * minute;
  const step = query.stepMinutes * minute;
  if (duration <= 0 || step <= 0) return [];
  const earliest = query.now + query.minLeadMinutes * minute;
  const latest = query.now + query.horizonDays * 24 * 60 * minute;
  const needsTeam = query.teamSize > 0;
  const candidates = needsTeam
    ? query.eligibleTeamMemberIds.filter(
        (id) => query.teamMemberId === undefined || id === query.teamMemberId,
      )
    : [];
  if (needsTeam && candidates.length === 0) return [];

  const bookings = [...query.bookings].sort((a, b) => a.start - b.start);
  const longestBooking = bookings.reduce(
    (longest, booking) => Math.max(longest, booking.end - booking.start),
    0,
  );
  const slots: FreeSlot[] = [];
  const overlapping: BusyInterval[] = [];

  for (const date of eachDate(query.fromDate, query.toDate)) {
    if (isClosedOn(date, query.closures)) continue;
    const weekday = weekdayOf(date);
    const ranges = query.openingHours.filter((range) => range.weekday === weekday);
    if (ranges.length === 0) continue;
    const capacity = capacityOn(date, query.rules, query.teamSize);
    if (capacity < 1) continue;

    for (const range of ranges) {
      const rangeStart = localTimeToInstant(date, range.start, query.timezone);
      const rangeEnd = localTimeToInstant(date, range.end, query.timezone);
      if (rangeEnd <= rangeStart) continue;
      // Bookings that touch this range; none is longer than the longest, which bounds the search.
      const inRange: BusyInterval[] = [];
      for (
        let i = firstIndexStartingFrom(bookings, rangeStart - longestBooking);
        i < bookings.length;
        i += 1
      ) {
        const booking = bookings[i] as BusyInterval;
        if (booking.start >= rangeEnd) break;
        if (booking.end > rangeStart) inRange.push(booking);
      }

      for (let start = rangeStart; start + duration <= rangeEnd; start += step) {
        if (start < earliest) continue;
        if (start > latest) break;
        const end = start + duration;
        overlapping.length = 0;
        for (const booking of inRange)
          if (booking.start < end && booking.end > start) overlapping.push(booking);
        if (overlapping.length + 1 > capacity && peakConcurrency(overlapping, start, end) + 1 > capacity)
          continue;
        let free: string[] = [];
        if (needsTeam) {
          free = candidates.filter((id) => !overlapping.some((booking) => booking.teamMemberId === id));
          if (free.length === 0) continue;
        }
        slots.push({ start, end, teamMemberIds: free });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

/** The local calendar date ("YYYY-MM-DD") of an instant in a time zone. */
export function localDateOf(instant: number, timezone: string): string {
  return DateTime.fromMillis(instant, { zone: timezone }).toISODate() ?? '';
}

/**
 * The free slot that starts exactly at an instant, or undefined when that time cannot be booked
 * under the same rules as findFreeSlots (the check a booking or a move makes before it writes).
 */
export function findSlotAt(
  query: Omit<SlotQuery, 'fromDate' | 'toDate'>,
  start: number,
): FreeSlot | undefined {
  const date = localDateOf(start, query.timezone);
  if (!date) return undefined;
  return findFreeSlots({ ...query, fromDate: date, toDate: date }).find((slot) => slot.start === start);
}
