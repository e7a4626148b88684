import { bookingRuleWriteSchema, closureTimeWriteSchema } from '@studio/domain/booking-contract';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  bookingRuleWriteOf,
  closureWriteOf,
  type PeriodFormValues,
  type PeriodKind,
  periodFormSchema,
  periodFormValuesOf,
} from './period-form.ts';

const messages = {
  required: 'required',
  invalidDate: 'invalidDate',
  endBeforeStart: 'endBeforeStart',
  slots: 'slots',
  tooLong: 'tooLong',
};

function issues(kind: PeriodKind, values: PeriodFormValues) {
  const result = periodFormSchema(kind, messages).safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

const day = (iso: string) => DateTime.fromISO(iso);

describe('closure form', () => {
  it('starts on today for one day', () => {
    const values = periodFormValuesOf(null, 'closure', '2027-09-10');
    expect(closureWriteOf(values)).toEqual({ startDate: '2027-09-10', endDate: '2027-09-10', reason: null });
    expect(issues('closure', values)).toEqual([]);
  });

  it('shows a saved closure and sends it back unchanged', () => {
    const closure = { id: 'c1', startDate: '2027-09-01', endDate: '2027-09-14', reason: 'Sommerurlaub' };
    const body = closureWriteOf(periodFormValuesOf(closure, 'closure', '2027-01-01'));
    expect(body).toEqual({ startDate: '2027-09-01', endDate: '2027-09-14', reason: 'Sommerurlaub' });
    expect(closureTimeWriteSchema.safeParse(body).success).toBe(true);
  });

  it('needs both dates, the end not before the start (the same day is fine)', () => {
    const base = periodFormValuesOf(null, 'closure', '2027-09-10');
    expect(issues('closure', { ...base, endDate: null })).toEqual(['endDate:required']);
    expect(issues('closure', { ...base, startDate: null })).toEqual(['startDate:required']);
    expect(issues('closure', { ...base, endDate: day('2027-09-09') })).toEqual(['endDate:endBeforeStart']);
    expect(issues('closure', { ...base, endDate: DateTime.invalid('half typed') })).toEqual([
      'endDate:invalidDate',
    ]);
    expect(issues('closure', { ...base, reason: 'x'.repeat(501) })).toEqual(['reason:tooLong']);
  });
});

describe('booking rule form', () => {
  it('starts permanent with one slot', () => {
    const values = periodFormValuesOf(null, 'rule', '2027-09-10');
    expect(issues('rule', values)).toEqual([]);
    const body = bookingRuleWriteOf(values);
    expect(body).toEqual({ startDate: '2027-09-10', endDate: null, slots: 1, reason: null });
    expect(bookingRuleWriteSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the number of slots and the end of a saved rule', () => {
    const rule = { id: 'r1', startDate: '2027-09-01', endDate: '2027-09-30', slots: 3, reason: 'Aushilfe' };
    expect(bookingRuleWriteOf(periodFormValuesOf(rule, 'rule', '2027-01-01'))).toEqual({
      startDate: '2027-09-01',
      endDate: '2027-09-30',
      slots: 3,
      reason: 'Aushilfe',
    });
  });

  it('needs at least one slot and at most 1000, as a whole number', () => {
    const base = periodFormValuesOf(null, 'rule', '2027-09-10');
    expect(issues('rule', { ...base, slots: '' })).toEqual(['slots:required']);
    for (const slots of ['0', '1001', '2.5', '-1', 'two']) {
      expect(issues('rule', { ...base, slots }), slots).toEqual(['slots:slots']);
    }
    expect(issues('rule', { ...base, slots: ' 1000 ' })).toEqual([]);
  });

  it('checks the end only when one is given', () => {
    const base = periodFormValuesOf(null, 'rule', '2027-09-10');
    expect(issues('rule', { ...base, endDate: day('2027-09-01') })).toEqual(['endDate:endBeforeStart']);
    expect(issues('rule', { ...base, endDate: day('2027-09-10') })).toEqual([]);
  });
});
