// "Add to calendar" after a booking: the same iCalendar event the confirmation mail attaches
// (same UID, so importing both keeps one appointment), and a Google Calendar template link.

import type { BookingStatus } from '@studio/domain/booking-status';
import { buildIcs, icsUtcTime } from '@studio/domain/ics';

export interface CalendarAppointment {
  bookingId: string;
  start: string;
  end: string;
  status: BookingStatus;
  treatmentNames: readonly string[];
  studioName: string;
  address: string;
  phone?: string | null | undefined;
  /** The customer's cancel link; also tells which host issued the booking. */
  cancelUrl?: string | null | undefined;
}

/** A booking as seen by its customer (right after booking, or through the cancel link). */
export function calendarAppointmentOf(
  booking: Pick<CalendarAppointment, 'start' | 'end' | 'status'> & {
    id: string;
    services: readonly { name: string }[];
  },
  studio: { name: string; address: string; phone?: string | null | undefined },
  cancelUrl: string | null,
): CalendarAppointment {
  return {
    bookingId: booking.id,
    start: booking.start,
    end: booking.end,
    status: booking.status,
    treatmentNames: booking.services.map((service) => service.name),
    studioName: studio.name,
    address: studio.address,
    phone: studio.phone,
    cancelUrl,
  };
}

function titleOf(appointment: CalendarAppointment): string {
  return `${appointment.treatmentNames.join(', ')} – ${appointment.studioName}`;
}

function detailsOf(appointment: CalendarAppointment): string {
  return [appointment.studioName, appointment.phone, appointment.cancelUrl].filter(Boolean).join('\n');
}

/** The mail's UID is `<booking id>@<host of the public URL>`; the cancel link carries that host. */
function uidHost(appointment: CalendarAppointment, fallbackHost: string): string {
  if (!appointment.cancelUrl) return fallbackHost;
  try {
    return new URL(appointment.cancelUrl).hostname;
  } catch {
    return fallbackHost;
  }
}

export function appointmentIcs(
  appointment: CalendarAppointment,
  fallbackHost: string,
  now: number = Date.now(),
): string {
  const status =
    appointment.status === 'cancelled'
      ? 'CANCELLED'
      : appointment.status === 'pending'
        ? 'TENTATIVE'
        : 'CONFIRMED';
  return buildIcs({
    uid: `${appointment.bookingId}@${uidHost(appointment, fallbackHost)}`,
    start: Date.parse(appointment.start),
    end: Date.parse(appointment.end),
    stamp: now,
    summary: titleOf(appointment),
    location: appointment.address,
    description: detailsOf(appointment),
    url: appointment.cancelUrl ?? undefined,
    status,
  });
}

export function googleCalendarUrl(appointment: CalendarAppointment): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: titleOf(appointment),
    dates: `${icsUtcTime(Date.parse(appointment.start))}/${icsUtcTime(Date.parse(appointment.end))}`,
    location: appointment.address,
    details: detailsOf(appointment),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
