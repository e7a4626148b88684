// Turns the studio's data into what the calendar draws: bookings in their team member's colour,
// booking hours as the open (unshaded) time, closures as shaded days, and the hours worth showing.
import type { EventInput } from '@fullcalendar/core';
import type { Booking, ClosureTime, OpeningHours, TeamMember } from '@studio/domain/booking-contract';
import { isActiveBookingStatus } from '@studio/domain/booking-status';
import { addDays } from '@studio/domain/calendar-day';
import { shopDay, shopTime } from '../../shared/bookings/shop-time.ts';
import { readableTextOn, unassignedColor } from '../../shared/team/member-colors.ts';

/** Background of cancelled bookings (shown on request). */
export const cancelledColor = '#ECEFF1';

export interface BookingEventProps {
  booking: Booking;
  member: TeamMember | undefined;
}

/** A booking as a calendar event; only bookings that hold their time can be moved. */
export function bookingEvent(booking: Booking, member: TeamMember | undefined): EventInput {
  const memberColor = member?.color ?? unassignedColor;
  // Cancelled ones turn grey, keeping their member's colour only on the edge.
  const color = booking.status === 'cancelled' ? cancelledColor : memberColor;
  const text = readableTextOn(color);
  const props: BookingEventProps = { booking, member };
  return {
    id: booking.id,
    start: booking.start,
    end: booking.end,
    title: booking.customer.name,
    backgroundColor: color,
    // A booking still to be confirmed gets a dashed edge in its text colour.
    borderColor: booking.status === 'pending' ? text : memberColor,
    textColor: text,
    startEditable: isActiveBookingStatus(booking.status),
    // A booking's length follows its treatments.
    durationEditable: false,
    classNames: ['booking-event', `booking-${booking.status}`],
    extendedProps: props,
  };
}

export interface VisibleBookingsOptions {
  /** Team members whose bookings are hidden; `unassigned` hides those without one. */
  hiddenMemberIds: ReadonlySet<string>;
  showCancelled: boolean;
}

export const unassignedKey = 'unassigned';

export function visibleBookings(bookings: readonly Booking[], options: VisibleBookingsOptions): Booking[] {
  return bookings.filter(
    (booking) =>
      (options.showCancelled || booking.status !== 'cancelled') &&
      !options.hiddenMemberIds.has(booking.teamMemberId ?? unassignedKey),
  );
}

/** The calendar's events for the visible bookings, coloured by their team member. */
export function bookingEvents(bookings: readonly Booking[], team: readonly TeamMember[]): EventInput[] {
  const byId = new Map(team.map((member) => [member.id, member]));
  return bookings.map((booking) =>
    bookingEvent(booking, booking.teamMemberId ? byId.get(booking.teamMemberId) : undefined),
  );
}

/**
 * Closures cover whole local days, both ends included. The day and week views shade them as timed
 * spans (wall-clock times without an offset are placed in the studio's time zone); the month view
 * draws only all-day background events, so each closure comes as both.
 */
export function closureEvents(closures: readonly ClosureTime[], closedLabel: string): EventInput[] {
  return closures.flatMap((closure) => {
    const end = addDays(closure.endDate, 1);
    const common = {
      display: 'background',
      title: closure.reason ? `${closedLabel}: ${closure.reason}` : closedLabel,
      classNames: ['closure-event'],
      extendedProps: { closure },
    };
    return [
      {
        ...common,
        id: `closure-${closure.id}`,
        start: `${closure.startDate}T00:00:00`,
        end: `${end}T00:00:00`,
        allDay: false,
      },
      { ...common, id: `closure-${closure.id}-days`, start: closure.startDate, end, allDay: true },
    ];
  });
}

export interface BusinessHoursRange {
  /** 0 = Sunday … 6 = Saturday, as the calendar counts. */
  daysOfWeek: number[];
  startTime: string;
  endTime: string;
}

/** Booking hours as the calendar's open time; everything else is shaded as closed. */
export function businessHoursOf(hours: OpeningHours | undefined): BusinessHoursRange[] {
  return (hours?.days ?? []).flatMap((day) =>
    day.ranges.map((range) => ({
      daysOfWeek: [day.weekday % 7],
      startTime: range.start,
      endTime: range.end,
    })),
  );
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/**
 * The part of the day worth drawing in day and week views: an hour around the booking hours,
 * widened to every booking in view (one made before the hours changed must not be cut off).
 */
export function visibleHoursOf(
  hours: OpeningHours | undefined,
  bookings: readonly Booking[],
  timezone: string,
): { slotMinTime: string; slotMaxTime: string } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const day of hours?.days ?? []) {
    for (const range of day.ranges) {
      starts.push(minutesOf(range.start));
      ends.push(minutesOf(range.end));
    }
  }
  for (const booking of bookings) {
    starts.push(minutesOf(shopTime(booking.start, timezone)));
    const endsNextDay = shopDay(booking.end, timezone) !== shopDay(booking.start, timezone);
    ends.push(endsNextDay ? 24 * 60 : minutesOf(shopTime(booking.end, timezone)));
  }
  if (starts.length === 0) return { slotMinTime: '08:00:00', slotMaxTime: '20:00:00' };
  const first = Math.max(0, Math.floor(Math.min(...starts) / 60) * 60 - 60);
  const last = Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60 + 60);
  return { slotMinTime: clockOf(first), slotMaxTime: clockOf(last) };
}
