import { describe, expect, it } from 'vitest';
import { aBooking, aTeamMember } from '../../testing/fixtures.ts';
import { dayColumnsOf, laneLayout, minutesOnDay, openRangesOn, snappedMinutes } from './team-day-layout.ts';

describe('laneLayout', () => {
  it('should lay overlapping bookings side by side and give the rest the whole width', () => {
    const placed = laneLayout([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 600, end: 630 },
      { id: 'c', start: 630, end: 690 },
      { id: 'd', start: 720, end: 750 },
    ]);
    expect(placed.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(placed.get('b')).toEqual({ lane: 1, lanes: 2 });
    // c starts when b ends: it takes b's lane, in the same group of two.
    expect(placed.get('c')).toEqual({ lane: 1, lanes: 2 });
    expect(placed.get('d')).toEqual({ lane: 0, lanes: 1 });
  });

  it('should give three bookings at the same time three lanes', () => {
    const placed = laneLayout(['x', 'y', 'z'].map((id) => ({ id, start: 600, end: 645 })));
    expect([...placed.values()].map((entry) => entry.lanes)).toEqual([3, 3, 3]);
    expect(new Set([...placed.values()].map((entry) => entry.lane))).toEqual(new Set([0, 1, 2]));
  });
});

describe('dayColumnsOf', () => {
  const team = [aTeamMember({ id: 'm1', name: 'Anna' }), aTeamMember({ id: 'm2', name: 'Bea', position: 1 })];

  it('should give each visible member a column, and one for bookings without a member', () => {
    expect(dayColumnsOf(team, new Set(), []).map((column) => column.key)).toEqual(['m1', 'm2']);
    expect(dayColumnsOf(team, new Set(['m1']), []).map((column) => column.key)).toEqual(['m2']);
    const unassigned = [aBooking({ teamMemberId: null })];
    expect(dayColumnsOf(team, new Set(), unassigned).map((column) => column.key)).toEqual([
      'm1',
      'm2',
      'unassigned',
    ]);
    expect(dayColumnsOf([], new Set(), []).map((column) => column.key)).toEqual(['unassigned']);
  });
});

describe('day maths', () => {
  it('should place a booking by the studio clock and cut it at the day’s end', () => {
    const booking = { start: '2027-03-02T09:30:00Z', end: '2027-03-02T10:15:00Z' };
    expect(minutesOnDay(booking, '2027-03-02', 'Europe/Berlin')).toEqual({ start: 630, end: 675 });
    const late = { start: '2027-03-02T22:30:00Z', end: '2027-03-03T00:30:00Z' };
    expect(minutesOnDay(late, '2027-03-02', 'Europe/Berlin')).toEqual({ start: 1410, end: 1440 });
  });

  it('should find the day’s open ranges and snap a pointer to the studio’s step', () => {
    const hours = { days: [{ weekday: 2, ranges: [{ start: '09:00', end: '18:00' }] }] };
    expect(openRangesOn(hours, '2027-03-02')).toEqual([{ start: 540, end: 1080 }]);
    expect(openRangesOn(hours, '2027-03-03')).toEqual([]);
    expect(snappedMinutes(44, 480, 15)).toBe(510);
    expect(snappedMinutes(-5, 0, 15)).toBe(0);
  });
});
