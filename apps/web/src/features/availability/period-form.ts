import type {
  BookingRule,
  BookingRuleWrite,
  ClosureTime,
  ClosureTimeWrite,
} from '@studio/domain/booking-contract';
import type { DateTime } from 'luxon';
import { z } from 'zod';
import { isoDateOf, pickerDateOf } from './date-periods.ts';

/** A closure (end required) or a booking rule (end optional = permanent, with a number of slots). */
export type PeriodKind = 'closure' | 'rule';

export interface PeriodFormValues {
  startDate: DateTime | null;
  endDate: DateTime | null;
  reason: string;
  /** Booking rules only: concurrent appointments, as typed. */
  slots: string;
}

export interface PeriodFormMessages {
  required: string;
  invalidDate: string;
  endBeforeStart: string;
  slots: string;
  tooLong: string;
}

/** The contract's limits: `slots` 1 to 1000, `reason` up to 500 characters. */
export const maxSlots = 1000;
const maxReason = 500;
const slotsPattern = /^\d{1,4}$/;

export function periodFormValuesOf(
  period: ClosureTime | BookingRule | null,
  kind: PeriodKind,
  today: string,
): PeriodFormValues {
  if (!period) {
    return {
      startDate: pickerDateOf(today),
      // A closure is usually at least that one day; a new rule starts permanent.
      endDate: kind === 'closure' ? pickerDateOf(today) : null,
      reason: '',
      slots: '1',
    };
  }
  return {
    startDate: pickerDateOf(period.startDate),
    endDate: pickerDateOf(period.endDate),
    reason: period.reason ?? '',
    slots: 'slots' in period ? String(period.slots) : '1',
  };
}

/** Validation matching the API: dates as whole days, the end not before the start (both included). */
export function periodFormSchema(kind: PeriodKind, messages: PeriodFormMessages) {
  const dateValue = z.custom<DateTime | null>(() => true);
  return z
    .object({
      startDate: dateValue,
      endDate: dateValue,
      reason: z.string().trim().max(maxReason, messages.tooLong),
      slots: z.string(),
    })
    .superRefine((values, context) => {
      const start = checkDate(values.startDate, true, messages);
      if (start.problem) context.addIssue({ code: 'custom', path: ['startDate'], message: start.problem });
      const end = checkDate(values.endDate, kind === 'closure', messages);
      if (end.problem) context.addIssue({ code: 'custom', path: ['endDate'], message: end.problem });
      if (start.iso && end.iso && end.iso < start.iso) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: messages.endBeforeStart });
      }
      if (kind === 'rule') {
        const slots = values.slots.trim();
        const count = Number(slots);
        if (slots === '') context.addIssue({ code: 'custom', path: ['slots'], message: messages.required });
        else if (!slotsPattern.test(slots) || count < 1 || count > maxSlots) {
          context.addIssue({ code: 'custom', path: ['slots'], message: messages.slots });
        }
      }
    });
}

/** A date that is empty (fine when optional), half typed or invalid (a problem), or a day. */
function checkDate(
  value: DateTime | null,
  required: boolean,
  messages: PeriodFormMessages,
): { iso: string | null; problem: string | null } {
  if (value === null) return { iso: null, problem: required ? messages.required : null };
  const iso = isoDateOf(value);
  return iso ? { iso, problem: null } : { iso: null, problem: messages.invalidDate };
}

/** POST/PUT unavailabilities, from values the schema accepted. */
export function closureWriteOf(values: PeriodFormValues): ClosureTimeWrite {
  const startDate = isoDateOf(values.startDate) ?? '';
  return {
    startDate,
    endDate: isoDateOf(values.endDate) ?? startDate,
    reason: values.reason.trim() || null,
  };
}

/** POST/PUT booking-rules, from values the schema accepted; no end date means permanent. */
export function bookingRuleWriteOf(values: PeriodFormValues): BookingRuleWrite {
  return {
    startDate: isoDateOf(values.startDate) ?? '',
    endDate: isoDateOf(values.endDate),
    slots: Number(values.slots.trim()),
    reason: values.reason.trim() || null,
  };
}
