import { describe, expect, it } from 'vitest';
import { appointmentIcs, type CalendarAppointment, googleCalendarUrl } from './calendar-export.ts';

const appointment: CalendarAppointment = {
  bookingId: 'b1',
  start: '2026-12-07T10:00:00+01:00',
  end: '2026-12-07T11:15:00+01:00',
  status: 'confirmed',
  treatmentNames: ['Shellac Maniküre', 'French Design'],
  studioName: 'Nagelstudio Lumière',
  address: 'Kastanienallee 12, 10435 Berlin',
  phone: '+49 30 1234567',
  cancelUrl: 'https://studio.example/partner/s1/app/booking/cancel?token=abc',
};

describe('appointmentIcs', () => {
  it('writes the mail’s event: same UID host, UTC times, summary and status', () => {
    const ics = appointmentIcs(appointment, 'localhost', Date.parse('2026-11-01T12:00:00Z'));
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('UID:b1@studio.example\r\n');
    expect(unfolded).toContain('DTSTART:20261207T090000Z\r\n');
    expect(unfolded).toContain('DTEND:20261207T101500Z\r\n');
    expect(unfolded).toContain('SUMMARY:Shellac Maniküre\\, French Design – Nagelstudio Lumière\r\n');
    expect(unfolded).toContain('LOCATION:Kastanienallee 12\\, 10435 Berlin\r\n');
    expect(unfolded).toContain('STATUS:CONFIRMED\r\n');
  });

  it('marks a request as tentative and falls back to this host without a cancel link', () => {
    const ics = appointmentIcs({ ...appointment, status: 'pending', cancelUrl: null }, 'book.example');
    expect(ics).toContain('UID:b1@book.example\r\n');
    expect(ics).toContain('STATUS:TENTATIVE\r\n');
    expect(ics).not.toContain('URL:');
  });
});

describe('googleCalendarUrl', () => {
  it('fills Google’s event template', () => {
    const url = new URL(googleCalendarUrl(appointment));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261207T090000Z/20261207T101500Z');
    expect(url.searchParams.get('text')).toBe('Shellac Maniküre, French Design – Nagelstudio Lumière');
    expect(url.searchParams.get('location')).toBe('Kastanienallee 12, 10435 Berlin');
    expect(url.searchParams.get('details')).toContain(appointment.cancelUrl);
  });
});
