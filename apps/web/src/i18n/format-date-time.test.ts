import { describe, expect, it } from 'vitest';
import {
  dayInputFormat,
  formatDay,
  formatDayOfMonth,
  formatDayRange,
  formatDayWithWeekday,
  formatMonthYear,
  formatStudioDate,
  formatStudioDateTime,
  formatStudioDayWithWeekday,
  formatStudioTime,
  formatStudioTimeRange,
  formatViewerDate,
  formatViewerDateTime,
  formatWeekday,
} from './format-date-time.ts';

// Arabic dates carry right-to-left marks between their numbers; the tests read them without.
const withoutBidiMarks = (text: string) => text.replace(/\u200f/g, '');

describe('calendar days', () => {
  it('writes a day the way each language does', () => {
    expect(formatDay('2026-11-28', 'de')).toBe('28.11.2026');
    expect(formatDay('2026-11-28', 'en')).toBe('28/11/2026');
    expect(formatDay('2026-11-28', 'vi')).toBe('28/11/2026');
    expect(withoutBidiMarks(formatDay('2026-11-28', 'ar'))).toBe('28/11/2026');
  });

  it('names the weekday and the month in the language', () => {
    expect(formatDayWithWeekday('2026-12-07', 'de')).toBe('Montag, 07.12.2026');
    expect(formatDayWithWeekday('2026-12-07', 'en')).toBe('Monday, 07/12/2026');
    expect(formatDayWithWeekday('2026-12-07', 'vi')).toBe('Thứ Hai, 07/12/2026');
    // Arabic separates with its own comma, not a Latin one.
    expect(withoutBidiMarks(formatDayWithWeekday('2026-12-07', 'ar'))).toBe('الاثنين، 07/12/2026');
    expect(formatWeekday('2026-12-07', 'en', 'short')).toBe('Mon');
    expect(formatMonthYear('2026-12-07', 'de')).toBe('Dezember 2026');
    expect(formatDayOfMonth('2026-12-07', 'de')).toBe('07.12.');
  });

  it('writes a period as a range, or one day', () => {
    expect(formatDayRange('2027-09-01', '2027-09-14', 'de')).toBe('01.09.2027 – 14.09.2027');
    expect(formatDayRange('2027-09-01', '2027-09-01', 'en')).toBe('01/09/2027');
  });

  it('never moves a day with a time zone, and shows nothing for what is not a day', () => {
    // Read through `Date` in the viewer's zone, 1 September would become 31 August west of Greenwich.
    expect(formatDay('2027-09-01', 'de')).toBe('01.09.2027');
    expect(formatDay('nonsense', 'de')).toBe('');
  });

  it('types dates in a field in the order and with the separators the language shows them', () => {
    expect(dayInputFormat('de')).toBe('dd.MM.yyyy');
    expect(dayInputFormat('en')).toBe('dd/MM/yyyy');
    expect(dayInputFormat('vi')).toBe('dd/MM/yyyy');
    expect(dayInputFormat('ar')).toBe('dd/MM/yyyy');
  });
});

describe('instants on the studio clock', () => {
  it('shows the studio’s wall clock whatever the zone of the device', () => {
    const instant = '2026-11-28T14:00:00Z';
    expect(formatStudioDateTime(instant, 'Europe/Berlin', 'de')).toBe('28.11.2026, 15:00');
    expect(formatStudioDateTime(instant, 'America/New_York', 'de')).toBe('28.11.2026, 09:00');
    expect(formatStudioDateTime(instant, 'Europe/Berlin', 'en')).toBe('28/11/2026, 15:00');
    // Vietnamese puts the time first; Arabic uses its own comma.
    expect(formatStudioDateTime(instant, 'Europe/Berlin', 'vi')).toBe('15:00 28/11/2026');
    expect(withoutBidiMarks(formatStudioDateTime(instant, 'Europe/Berlin', 'ar'))).toBe('28/11/2026، 15:00');
  });

  it('keeps the 24-hour clock in every language, midnight as 00', () => {
    expect(formatStudioTime('2026-12-06T23:00:00Z', 'Europe/Berlin', 'en')).toBe('00:00');
    expect(formatStudioTime('2026-12-07T13:30:00Z', 'Europe/Berlin', 'ar')).toBe('14:30');
    expect(formatStudioTimeRange('2026-07-07T08:00:00Z', '2026-07-07T09:15:00Z', 'Europe/Berlin', 'de')).toBe(
      '10:00–11:15',
    );
  });

  it('reads the studio’s day across a date line and a clock change', () => {
    // 23:30 UTC is already the next day in Auckland (UTC+13 in summer).
    expect(formatStudioDayWithWeekday('2026-12-06T23:30:00Z', 'Pacific/Auckland', 'en')).toBe(
      'Monday, 07/12/2026',
    );
    // Berlin leaves summer time on 25 October 2026: 00:30 and 01:30 UTC are both 02:30 there.
    expect(formatStudioDateTime('2026-10-25T00:30:00Z', 'Europe/Berlin', 'de')).toBe('25.10.2026, 02:30');
    expect(formatStudioDateTime('2026-10-25T01:30:00Z', 'Europe/Berlin', 'de')).toBe('25.10.2026, 02:30');
    expect(formatStudioDate('2026-12-31T23:30:00Z', 'Europe/Berlin', 'de')).toBe('01.01.2027');
  });

  it('shows nothing while the studio’s zone is not known, rather than another clock', () => {
    expect(formatStudioDateTime('2026-11-28T14:00:00Z', undefined, 'de')).toBe('');
    expect(formatStudioTimeRange('2026-11-28T14:00:00Z', '2026-11-28T15:00:00Z', undefined, 'de')).toBe('');
  });
});

describe('instants on the viewer clock', () => {
  it('writes the device’s time in the language, and nothing for a missing or broken value', () => {
    const instant = new Date(2026, 11, 24, 18, 30);
    expect(formatViewerDateTime(instant, 'de')).toBe('24.12.2026, 18:30');
    expect(formatViewerDate(instant, 'en')).toBe('24/12/2026');
    expect(formatViewerDate(null, 'de')).toBe('');
    expect(formatViewerDateTime('not a date', 'de')).toBe('');
  });
});
