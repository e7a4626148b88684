import type { OpeningHours, TeamMember, Treatment } from '@studio/domain/booking-contract';
import { describe, expect, it } from 'vitest';
import {
  membersForServices,
  nextOpenDay,
  startTimeChoices,
  startTimesOf,
  statusActionsOf,
  totalsOf,
} from './booking-choices.ts';

const hours: OpeningHours = {
  days: [
    {
      weekday: 1,
      ranges: [
        { start: '09:00', end: '10:00' },
        { start: '14:00', end: '15:00' },
      ],
    },
    { weekday: 2, ranges: [] },
  ],
};

function service(id: string, teamMemberIds: string[], durationMinutes = 30, priceCents = 2500): Treatment {
  return {
    id,
    name: id,
    description: null,
    category: null,
    priceCents,
    durationMinutes,
    active: true,
    position: 0,
    teamMemberIds,
    extras: [],
  };
}

function member(id: string): TeamMember {
  return { id, name: id, color: '#D81B60', description: null, position: 0 };
}

describe('start times', () => {
  it('steps through every open range of the weekday', () => {
    // 2026-12-07 is a Monday.
    expect(startTimesOf(hours, '2026-12-07', 30)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '14:00',
      '14:30',
      '15:00',
    ]);
  });

  it('leaves room for the booking to end inside its range', () => {
    expect(startTimesOf(hours, '2026-12-07', 15, 45)).toEqual(['09:00', '09:15', '14:00', '14:15']);
  });

  it('keeps the time already chosen among the choices', () => {
    expect(startTimeChoices(['09:00', '09:30'], '08:45')).toEqual(['08:45', '09:00', '09:30']);
    expect(startTimeChoices(['09:00', '09:30'], '09:30')).toEqual(['09:00', '09:30']);
    expect(startTimeChoices(['09:00'], '')).toEqual(['09:00']);
  });

  it('has none on a closed day or without booking hours', () => {
    expect(startTimesOf(hours, '2026-12-08', 15)).toEqual([]);
    expect(startTimesOf(hours, '2026-12-09', 15)).toEqual([]);
    expect(startTimesOf(undefined, '2026-12-07', 15)).toEqual([]);
  });
});

describe('next open day', () => {
  it('skips days without booking hours', () => {
    // 2026-12-08 is a closed Tuesday; the next Monday (2026-12-14) is open.
    expect(nextOpenDay(hours, '2026-12-08')).toBe('2026-12-14');
    expect(nextOpenDay(hours, '2026-12-07')).toBe('2026-12-07');
    expect(nextOpenDay(undefined, '2026-12-08')).toBe('2026-12-08');
  });
});

describe('members for treatments', () => {
  const team = [member('linh'), member('mai'), member('sophie')];

  it('keeps those who perform every chosen treatment', () => {
    expect(
      membersForServices([service('gel', ['linh']), service('french', ['linh', 'mai'])], team).map(
        (m) => m.id,
      ),
    ).toEqual(['linh']);
  });

  it('treats a treatment without members as performed by everyone', () => {
    expect(membersForServices([service('any', [])], team)).toHaveLength(3);
    expect(membersForServices([], team)).toHaveLength(3);
  });

  it('adds up length and price', () => {
    expect(totalsOf([service('a', [], 30, 2500), service('b', [], 15, 1000)])).toEqual({
      durationMinutes: 45,
      priceCents: 3500,
    });
  });
});

describe('status actions', () => {
  it('confirms a pending booking and cancels nothing here (cancelling has its own button)', () => {
    expect(statusActionsOf('pending', false)).toEqual(['confirmed']);
    expect(statusActionsOf('cancelled', true)).toEqual([]);
  });

  it('offers completed and no-show only once the appointment has begun', () => {
    expect(statusActionsOf('confirmed', false)).toEqual([]);
    expect(statusActionsOf('confirmed', true)).toEqual(['no_show', 'completed']);
    expect(statusActionsOf('completed', true)).toEqual(['no_show']);
    expect(statusActionsOf('no_show', true)).toEqual(['completed']);
  });
});
