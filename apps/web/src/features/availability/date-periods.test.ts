import { todayIn } from '@studio/domain/calendar-day';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayCount, isoDateOf, periodStatus, pickerDateOf, ruleInForce, sortPeriods } from './date-periods.ts';

const today = '2027-09-10';

describe('periodStatus', () => {
  it('treats both ends as whole days', () => {
    expect(periodStatus({ startDate: '2027-09-01', endDate: '2027-09-09' }, today)).toBe('past');
    expect(periodStatus({ startDate: '2027-09-01', endDate: '2027-09-10' }, today)).toBe('current');
    expect(periodStatus({ startDate: '2027-09-10', endDate: '2027-09-10' }, today)).toBe('current');
    expect(periodStatus({ startDate: '2027-09-11', endDate: '2027-09-12' }, today)).toBe('upcoming');
  });

  it('never ends an open-ended period', () => {
    expect(periodStatus({ startDate: '2020-01-01', endDate: null }, today)).toBe('current');
  });
});

describe('sortPeriods', () => {
  it('puts running and upcoming first, soonest first, then the most recent past', () => {
    const periods = [
      { id: 'old', startDate: '2027-08-01', endDate: '2027-08-02' },
      { id: 'later', startDate: '2027-12-24', endDate: '2027-12-26' },
      { id: 'recent', startDate: '2027-09-05', endDate: '2027-09-06' },
      { id: 'now', startDate: '2027-09-09', endDate: '2027-09-11' },
      { id: 'soon', startDate: '2027-09-20', endDate: '2027-09-20' },
    ];
    expect(sortPeriods(periods, today).map((period) => period.id)).toEqual([
      'now',
      'soon',
      'later',
      'recent',
      'old',
    ]);
  });
});

describe('dayCount', () => {
  it('counts both ends, also across a clock change', () => {
    expect(dayCount({ startDate: '2027-09-10', endDate: '2027-09-10' })).toBe(1);
    expect(dayCount({ startDate: '2027-10-29', endDate: '2027-11-02' })).toBe(5);
    expect(dayCount({ startDate: '2027-03-27', endDate: '2027-03-29' })).toBe(3);
    expect(dayCount({ startDate: '2027-03-27', endDate: null })).toBeNull();
  });
});

describe('ruleInForce', () => {
  it('takes the covering rule with the latest start', () => {
    const rules = [
      { id: 'permanent', startDate: '2026-01-01', endDate: null },
      { id: 'september', startDate: '2027-09-01', endDate: '2027-09-30' },
      { id: 'future', startDate: '2027-10-01', endDate: null },
    ];
    expect(ruleInForce(rules, today)?.id).toBe('september');
    expect(ruleInForce(rules, '2027-08-01')?.id).toBe('permanent');
    expect(ruleInForce(rules.slice(2), today)).toBeNull();
  });
});

describe('dates', () => {
  it('takes today in the studio time zone', () => {
    const lateEvening = DateTime.fromISO('2027-09-10T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening.toMillis())).toBe('2027-09-11');
    expect(todayIn('America/New_York', lateEvening.toMillis())).toBe('2027-09-10');
  });

  it('converts between picker values and ISO dates', () => {
    expect(isoDateOf(pickerDateOf('2027-09-10'))).toBe('2027-09-10');
    expect(isoDateOf(null)).toBeNull();
    expect(isoDateOf(DateTime.invalid('typed half'))).toBeNull();
    expect(pickerDateOf('')).toBeNull();
  });
});
