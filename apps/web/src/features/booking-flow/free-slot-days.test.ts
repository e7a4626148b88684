import type { FreeSlotDto } from '@studio/domain/booking-contract';
import { addDays, todayIn } from '@studio/domain/calendar-day';
import { describe, expect, it } from 'vitest';
import {
  dayPartOf,
  lastBookableDay,
  sameInstant,
  slotsByDay,
  slotsByDayPart,
  wallTimeOf,
  weekDays,
  weekStartOf,
} from './free-slot-days.ts';

const slot = (start: string, end = start): FreeSlotDto => ({ start, end, teamMemberIds: [] });

describe('studio days and weeks', () => {
  it('takes today in the studio’s zone, not the viewer’s', () => {
    // 23:30 UTC on 6 December is already 7 December in Berlin and still 6 December in New York.
    const instant = Date.parse('2026-12-06T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-12-07');
    expect(todayIn('America/New_York', instant)).toBe('2026-12-06');
    expect(lastBookableDay('Europe/Berlin', 60, instant)).toBe('2027-02-05');
  });

  it('starts weeks on Monday, across months and years', () => {
    expect(weekStartOf('2026-12-07')).toBe('2026-12-07');
    expect(weekStartOf('2026-12-13')).toBe('2026-12-07');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('counts calendar days over a clock change', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-30', -7)).toBe('2026-03-23');
  });
});

describe('grouping free times', () => {
  it('reads the wall time in the studio zone whatever offset the text carries', () => {
    expect(wallTimeOf('2026-12-07T09:15:00+01:00', 'Europe/Berlin')).toEqual({
      day: '2026-12-07',
      time: '09:15',
      hour: 9,
    });
    expect(wallTimeOf('2026-12-07T23:30:00Z', 'Europe/Berlin')).toEqual({
      day: '2026-12-08',
      time: '00:30',
      hour: 0,
    });
  });

  it('groups by studio day in time order', () => {
    const days = slotsByDay(
      [
        slot('2026-12-08T10:00:00+01:00'),
        slot('2026-12-07T14:00:00+01:00'),
        slot('2026-12-07T09:00:00+01:00'),
        slot('2026-12-07T23:15:00Z'),
      ],
      'Europe/Berlin',
    );
    expect([...days.keys()]).toEqual(['2026-12-07', '2026-12-08']);
    expect(days.get('2026-12-07')?.map((free) => free.start)).toEqual([
      '2026-12-07T09:00:00+01:00',
      '2026-12-07T14:00:00+01:00',
    ]);
    expect(days.get('2026-12-08')?.map((free) => free.start)).toEqual([
      '2026-12-07T23:15:00Z',
      '2026-12-08T10:00:00+01:00',
    ]);
  });

  it('splits a day into morning, afternoon and evening, leaving out empty parts', () => {
    expect([11, 12, 16, 17].map(dayPartOf)).toEqual(['morning', 'afternoon', 'afternoon', 'evening']);
    const parts = slotsByDayPart(
      [
        slot('2026-12-07T09:00:00+01:00'),
        slot('2026-12-07T11:45:00+01:00'),
        slot('2026-12-07T18:00:00+01:00'),
      ],
      'Europe/Berlin',
    );
    expect(parts.map((part) => [part.part, part.slots.map((free) => free.time)])).toEqual([
      ['morning', ['09:00', '11:45']],
      ['evening', ['18:00']],
    ]);
  });

  it('shows the local time on the day clocks go back', () => {
    // 25 October 2026: 02:30 happens twice in Berlin; the offset tells them apart.
    const parts = slotsByDayPart(
      [slot('2026-10-25T02:30:00+02:00'), slot('2026-10-25T02:30:00+01:00')],
      'Europe/Berlin',
    );
    expect(parts[0]?.slots.map((free) => free.time)).toEqual(['02:30', '02:30']);
  });

  it('compares instants, not texts', () => {
    expect(sameInstant('2026-12-07T09:00:00+01:00', '2026-12-07T08:00:00.000Z')).toBe(true);
    expect(sameInstant('2026-12-07T09:00:00+01:00', '2026-12-07T09:00:00Z')).toBe(false);
  });
});
