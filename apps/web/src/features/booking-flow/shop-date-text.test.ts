import { describe, expect, it } from 'vitest';
import { appointmentText, dayChipText, dayTimeText, longDayText, weekMonthText } from './shop-date-text.ts';

describe('studio date texts', () => {
  it('writes days as dd/MM/yyyy with the weekday in the user’s language', () => {
    expect(longDayText('2026-12-07', 'de')).toBe('Montag, 07/12/2026');
    expect(longDayText('2026-12-07', 'en')).toBe('Monday, 07/12/2026');
    expect(dayChipText('2026-12-07', 'en')).toEqual({ weekday: 'Mon', date: '07', month: 'Dec' });
  });

  it('names the month of a week, or both months when it spans two', () => {
    expect(weekMonthText('2026-12-07', '2026-12-13', 'en')).toBe('December 2026');
    expect(weekMonthText('2026-12-28', '2027-01-03', 'de')).toBe('Dezember 2026 – Januar 2027');
  });

  it('shows an appointment in the studio’s zone, HH:mm', () => {
    expect(appointmentText('2026-12-07T09:00:00Z', '2026-12-07T10:15:00Z', 'Europe/Berlin', 'en')).toEqual({
      day: 'Monday, 07/12/2026',
      time: '10:00–11:15',
    });
    expect(dayTimeText('2026-12-06T09:00:00Z', 'Europe/Berlin')).toBe('06/12/2026, 10:00');
  });
});

describe('studio date texts in every language and zone', () => {
  it('names weekdays and months in Vietnamese and Arabic with Latin digits', () => {
    expect(longDayText('2026-12-07', 'vi')).toBe('Thứ Hai, 07/12/2026');
    expect(longDayText('2026-12-07', 'ar')).toBe('الاثنين, 07/12/2026');
    expect(weekMonthText('2026-12-07', '2026-12-13', 'ar')).toBe('ديسمبر 2026');
  });

  it('shows the studio’s wall clock across a date line and a clock change', () => {
    // 23:30 UTC is already the next day in Auckland (UTC+13 in summer).
    expect(dayTimeText('2026-12-06T23:30:00Z', 'Pacific/Auckland')).toBe('07/12/2026, 12:30');
    // Berlin leaves summer time on 25 October 2026: 00:30 UTC is 02:30 summer time, 01:30 UTC 02:30 winter time.
    expect(dayTimeText('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe('25/10/2026, 02:30');
    expect(dayTimeText('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe('25/10/2026, 02:30');
    // Midnight is 00, not 24.
    expect(dayTimeText('2026-12-06T23:00:00Z', 'Europe/Berlin')).toBe('07/12/2026, 00:00');
  });
});
