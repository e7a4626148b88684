// What the studio may choose from when it enters a booking itself: start times inside the day's
// booking hours, and the team members who perform every chosen treatment.
import type { OpeningHours, TeamMember, Treatment } from '@studio/domain/booking-contract';
import { type BookingStatus, bookingStatusTransitions } from '@studio/domain/booking-status';
import { addDays } from '@studio/domain/calendar-day';
import { weekdayOfDay } from './shop-time.ts';

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Start times every `stepMinutes` inside the day's open ranges (a booking must also end inside its
 * range, so the last start leaves room for `durationMinutes`). Empty on a closed day.
 */
export function startTimesOf(
  hours: OpeningHours | undefined,
  day: string,
  stepMinutes: number,
  durationMinutes = 0,
): string[] {
  const weekday = weekdayOfDay(day);
  const ranges =
    hours?.days.filter((entry) => entry.weekday === weekday).flatMap((entry) => entry.ranges) ?? [];
  const step = Math.max(1, stepMinutes);
  const times = new Set<string>();
  for (const range of ranges) {
    const end = minutesOf(range.end) - durationMinutes;
    for (let minute = minutesOf(range.start); minute <= end; minute += step) times.add(timeOf(minute));
  }
  return [...times].sort();
}

/** The start times to offer, with the one already chosen kept even when it lies outside them. */
export function startTimeChoices(times: readonly string[], chosen: string): string[] {
  return chosen && !times.includes(chosen) ? [...times, chosen].sort() : [...times];
}

/** The first day from `from` on (within two weeks) with booking hours; `from` itself if none. */
export function nextOpenDay(hours: OpeningHours | undefined, from: string): string {
  for (let offset = 0; offset < 14; offset += 1) {
    const day = addDays(from, offset);
    const weekday = weekdayOfDay(day);
    if (hours?.days.some((entry) => entry.weekday === weekday && entry.ranges.length > 0)) return day;
  }
  return from;
}

/** Team members who perform all the chosen treatments (a treatment without members: everyone). */
export function membersForServices(
  services: readonly Treatment[],
  members: readonly TeamMember[],
): TeamMember[] {
  return members.filter((member) =>
    services.every(
      (service) => service.teamMemberIds.length === 0 || service.teamMemberIds.includes(member.id),
    ),
  );
}

/** Length and price of a booking of these treatments. */
export function totalsOf(services: readonly Pick<Treatment, 'durationMinutes' | 'priceCents'>[]) {
  return {
    durationMinutes: services.reduce((sum, service) => sum + service.durationMinutes, 0),
    priceCents: services.reduce((sum, service) => sum + service.priceCents, 0),
  };
}

/**
 * The status buttons a booking offers, in the order shown (cancelling has its own button).
 * Completed and no-show only make sense once the appointment has begun.
 */
export function statusActionsOf(status: BookingStatus, started: boolean): BookingStatus[] {
  const order: BookingStatus[] = ['confirmed', 'no_show', 'completed'];
  return order.filter(
    (next) => bookingStatusTransitions[status].includes(next) && (next === 'confirmed' || started),
  );
}
