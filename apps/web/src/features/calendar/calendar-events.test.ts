import type { Booking, OpeningHours, TeamMember } from '@studio/domain/booking-contract';
import { describe, expect, it } from 'vitest';
import { unassignedColor } from '../../shared/team/member-colors.ts';
import {
  bookingEvents,
  businessHoursOf,
  cancelledColor,
  closureEvents,
  unassignedKey,
  visibleBookings,
  visibleHoursOf,
} from './calendar-events.ts';
import { shopSpanOf, spanTitle } from './calendar-view.ts';

const linh: TeamMember = { id: 'linh', name: 'Linh', color: '#D81B60', description: null, position: 0 };
const sophie: TeamMember = { id: 'sophie', name: 'Sophie', color: '#FFEB3B', description: null, position: 1 };

function booking(id: string, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    shopId: 'shop',
    status: 'confirmed',
    source: 'online',
    start: '2026-12-07T10:00:00+01:00',
    end: '2026-12-07T11:30:00+01:00',
    teamMemberId: 'linh',
    preferredTeamMemberId: null,
    serviceIds: [],
    services: [],
    totalPriceCents: 5500,
    durationMinutes: 90,
    customer: { name: 'Anna Becker', email: 'anna@example.com', phone: null },
    notes: null,
    createdAt: '2026-12-01T10:00:00+01:00',
    updatedAt: '2026-12-01T10:00:00+01:00',
    ...overrides,
  };
}

describe('booking events', () => {
  it('colours a booking by its team member with readable text', () => {
    const [event] = bookingEvents([booking('a')], [linh]);
    expect(event).toMatchObject({
      id: 'a',
      start: '2026-12-07T10:00:00+01:00',
      end: '2026-12-07T11:30:00+01:00',
      title: 'Anna Becker',
      backgroundColor: '#D81B60',
      textColor: '#FFFFFF',
      startEditable: true,
      durationEditable: false,
    });
    const [light] = bookingEvents([booking('b', { teamMemberId: 'sophie' })], [sophie]);
    expect(light?.textColor).toBe('#000000');
  });

  it('greys out bookings whose member is gone and locks those that hold no time', () => {
    const [orphan, done] = bookingEvents(
      [booking('a', { teamMemberId: 'deleted' }), booking('b', { status: 'completed' })],
      [linh],
    );
    expect(orphan?.backgroundColor).toBe(unassignedColor);
    expect(done?.startEditable).toBe(false);
    expect(done?.classNames).toContain('booking-completed');
  });

  it('marks pending bookings by their edge and greys out cancelled ones', () => {
    const [pending, cancelled] = bookingEvents(
      [booking('a', { status: 'pending' }), booking('b', { status: 'cancelled' })],
      [linh],
    );
    expect(pending).toMatchObject({
      backgroundColor: '#D81B60',
      borderColor: '#FFFFFF',
      startEditable: true,
    });
    expect(cancelled).toMatchObject({
      backgroundColor: cancelledColor,
      borderColor: '#D81B60',
      textColor: '#000000',
      startEditable: false,
    });
  });

  it('filters by team member and hides cancelled ones unless asked', () => {
    const all = [
      booking('a'),
      booking('b', { teamMemberId: 'sophie' }),
      booking('c', { status: 'cancelled' }),
      booking('d', { teamMemberId: null }),
    ];
    const ids = (hidden: string[], showCancelled: boolean) =>
      visibleBookings(all, { hiddenMemberIds: new Set(hidden), showCancelled }).map((entry) => entry.id);
    expect(ids([], false)).toEqual(['a', 'b', 'd']);
    expect(ids(['linh'], true)).toEqual(['b', 'd']);
    expect(ids([unassignedKey], true)).toEqual(['a', 'b', 'c']);
  });
});

describe('closures and booking hours', () => {
  it('shades closures over whole local days, the end day included', () => {
    const [timed, days] = closureEvents(
      [{ id: 'x', startDate: '2026-12-24', endDate: '2026-12-26', reason: 'Weihnachten' }],
      'Geschlossen',
    );
    expect(timed).toMatchObject({
      start: '2026-12-24T00:00:00',
      end: '2026-12-27T00:00:00',
      allDay: false,
      display: 'background',
      title: 'Geschlossen: Weihnachten',
    });
    expect(days).toMatchObject({
      start: '2026-12-24',
      end: '2026-12-27',
      allDay: true,
      display: 'background',
    });
    expect(
      closureEvents([{ id: 'y', startDate: '2027-01-01', endDate: '2027-01-01', reason: null }], 'Zu')[0],
    ).toMatchObject({ title: 'Zu', end: '2027-01-02T00:00:00' });
  });

  it('maps weekdays 1–7 (Monday first) to the calendar’s 0–6 (Sunday first)', () => {
    const hours: OpeningHours = {
      days: [
        {
          weekday: 1,
          ranges: [
            { start: '09:00', end: '12:00' },
            { start: '13:00', end: '18:00' },
          ],
        },
        { weekday: 7, ranges: [{ start: '10:00', end: '14:00' }] },
        { weekday: 3, ranges: [] },
      ],
    };
    expect(businessHoursOf(hours)).toEqual([
      { daysOfWeek: [1], startTime: '09:00', endTime: '12:00' },
      { daysOfWeek: [1], startTime: '13:00', endTime: '18:00' },
      { daysOfWeek: [0], startTime: '10:00', endTime: '14:00' },
    ]);
    expect(businessHoursOf(undefined)).toEqual([]);
  });

  it('shows an hour around the booking hours, widened to every booking in view', () => {
    const hours: OpeningHours = { days: [{ weekday: 1, ranges: [{ start: '09:30', end: '18:00' }] }] };
    expect(visibleHoursOf(hours, [], 'Europe/Berlin')).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '19:00:00',
    });
    const early = booking('a', { start: '2026-12-07T06:15:00+01:00', end: '2026-12-07T07:00:00+01:00' });
    const late = booking('b', { start: '2026-12-07T22:30:00Z', end: '2026-12-07T23:30:00Z' });
    expect(visibleHoursOf(hours, [early, late], 'Europe/Berlin')).toEqual({
      slotMinTime: '05:00:00',
      slotMaxTime: '24:00:00',
    });
    expect(visibleHoursOf(undefined, [], 'Europe/Berlin')).toEqual({
      slotMinTime: '08:00:00',
      slotMaxTime: '20:00:00',
    });
  });
});

describe('calendar spans', () => {
  it('turns the shown span into studio days, the last one included', () => {
    // A week view in Berlin starts at local midnight, 23:00 UTC of the day before.
    expect(
      shopSpanOf(new Date('2026-12-06T23:00:00Z'), new Date('2026-12-13T23:00:00Z'), 'Europe/Berlin'),
    ).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('titles each view with dates as the language writes them', () => {
    expect(spanTitle('day', { from: '2026-12-07', to: '2026-12-07' }, 'de')).toBe('Montag, 07.12.2026');
    expect(spanTitle('week', { from: '2026-12-07', to: '2026-12-13' }, 'de')).toBe('07.12. – 13.12.2026');
    expect(spanTitle('week', { from: '2026-12-07', to: '2026-12-13' }, 'en')).toBe('07/12 – 13/12/2026');
    expect(spanTitle('week', { from: '2026-12-28', to: '2027-01-03' }, 'en')).toBe('28/12/2026 – 03/01/2027');
    expect(spanTitle('month', { from: '2026-12-01', to: '2026-12-31' }, 'de')).toBe('Dezember 2026');
  });
});
