import type { Booking } from '@studio/domain/booking-contract';
import { describe, expect, it } from 'vitest';
import {
  type BookingFilters,
  filtersFromParams,
  filtersToParams,
  groupByShopDay,
  matchesCustomer,
  withFromDay,
} from './booking-filters.ts';

const defaults: BookingFilters = {
  from: '2026-12-01',
  to: '2026-12-31',
  teamMemberId: '',
  statuses: ['pending', 'confirmed'],
  search: '',
};

function booking(start: string, customer: Partial<Booking['customer']> = {}): Booking {
  return {
    id: start,
    shopId: 'shop',
    status: 'confirmed',
    source: 'online',
    start,
    end: start,
    teamMemberId: null,
    preferredTeamMemberId: null,
    serviceIds: [],
    services: [],
    totalPriceCents: 0,
    durationMinutes: 30,
    customer: { name: 'Anna Becker', email: 'anna@example.com', phone: '+49 151 1111111', ...customer },
    notes: null,
    createdAt: start,
    updatedAt: start,
  };
}

describe('filters in the address', () => {
  it('keeps defaults out and reads back what was set', () => {
    expect(filtersToParams(defaults, defaults).toString()).toBe('');
    const changed: BookingFilters = {
      from: '2026-12-05',
      to: '2026-12-31',
      teamMemberId: 'linh',
      statuses: ['no_show', 'completed'],
      search: 'anna',
    };
    const params = filtersToParams(changed, defaults);
    expect(params.get('to')).toBeNull();
    expect(params.get('status')).toBe('completed,no_show');
    expect(filtersFromParams(params, defaults)).toEqual({ ...changed, statuses: ['completed', 'no_show'] });
  });

  it('ignores what is not a day or a status, and an empty status list means all', () => {
    const read = filtersFromParams(new URLSearchParams('from=tomorrow&status=confirmed,bogus'), defaults);
    expect(read.from).toBe(defaults.from);
    expect(read.statuses).toEqual(['confirmed']);
    expect(filtersFromParams(new URLSearchParams('status='), defaults).statuses).toEqual([]);
  });
});

describe('date span', () => {
  it('moves the last day along so the span stays valid', () => {
    expect(withFromDay(defaults, '2026-12-10')).toMatchObject({ from: '2026-12-10', to: '2026-12-31' });
    expect(withFromDay(defaults, '2027-01-05')).toMatchObject({ from: '2027-01-05', to: '2027-01-05' });
    // At most 400 days, the first one included.
    expect(withFromDay({ ...defaults, to: '2028-12-31' }, '2026-12-01')).toMatchObject({ to: '2028-01-04' });
  });
});

describe('customer search', () => {
  it('finds by name or email, without case or accents, every word', () => {
    expect(matchesCustomer(booking('x', { name: 'Léa Wagner' }), 'lea wag')).toBe(true);
    expect(matchesCustomer(booking('x'), 'ANNA@example')).toBe(true);
    expect(matchesCustomer(booking('x'), 'anna schmidt')).toBe(false);
    expect(matchesCustomer(booking('x'), '  ')).toBe(true);
  });

  it('finds by phone digits whatever the spacing', () => {
    expect(matchesCustomer(booking('x'), '1511111')).toBe(true);
    expect(matchesCustomer(booking('x'), '0151 111')).toBe(false);
    expect(matchesCustomer(booking('x', { phone: null }), '1511111')).toBe(false);
  });
});

describe('grouping by day', () => {
  it('groups by the studio day of the start, in order', () => {
    const days = groupByShopDay(
      [
        booking('2026-12-08T09:00:00+01:00'),
        booking('2026-12-07T23:30:00Z'),
        booking('2026-12-07T10:00:00+01:00'),
      ],
      'Europe/Berlin',
    );
    expect(days.map((day) => [day.day, day.bookings.map((entry) => entry.start)])).toEqual([
      ['2026-12-07', ['2026-12-07T10:00:00+01:00']],
      ['2026-12-08', ['2026-12-07T23:30:00Z', '2026-12-08T09:00:00+01:00']],
    ]);
  });
});
