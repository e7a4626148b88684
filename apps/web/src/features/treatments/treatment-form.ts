import type { Treatment, TreatmentWrite } from '@studio/domain/booking-contract';
import type { Locale } from '@studio/domain/locale';
import { z } from 'zod';
import { centsOfMoneyInput, moneyInputOfCents } from './money-input.ts';

export type ExtraKind = Treatment['extras'][number]['kind'];

/** One line of the extras editor; the price is the text typed in euro. */
export interface ExtraFormValues {
  name: string;
  kind: ExtraKind;
  price: string;
}

/** The treatment dialog's values: amounts as typed, so half-typed input stays on screen. */
export interface TreatmentFormValues {
  name: string;
  category: string;
  description: string;
  price: string;
  durationMinutes: number;
  active: boolean;
  /** Empty: every team member performs it. */
  teamMemberIds: string[];
  extras: ExtraFormValues[];
  /** Days until the customer is reminded to come again, as typed; empty: no reminder. */
  refillDays: string;
}

/** The contract's limit (10,000,000 cents). */
export const maxPriceCents = 10_000_000;
export const defaultDurationMinutes = 30;

export function emptyExtra(kind: ExtraKind): ExtraFormValues {
  return { name: '', kind, price: '' };
}

export function treatmentFormValuesOf(service: Treatment | null, locale: Locale): TreatmentFormValues {
  if (!service) {
    return {
      name: '',
      category: '',
      description: '',
      price: '',
      durationMinutes: defaultDurationMinutes,
      active: true,
      teamMemberIds: [],
      extras: [],
      refillDays: '',
    };
  }
  return {
    name: service.name,
    category: service.category ?? '',
    description: service.description ?? '',
    price: moneyInputOfCents(service.priceCents, locale),
    durationMinutes: service.durationMinutes,
    active: service.active,
    teamMemberIds: [...service.teamMemberIds],
    extras: service.extras.map((extra) => ({
      name: extra.name,
      kind: extra.kind,
      // 0 means no extra cost, shown as an empty field.
      price: extra.priceCents === 0 ? '' : moneyInputOfCents(extra.priceCents, locale),
    })),
    refillDays: service.refillIntervalDays ? String(service.refillIntervalDays) : '',
  };
}

/** A line nobody filled in is left out instead of blocking the save. */
function isBlankExtra(extra: ExtraFormValues): boolean {
  return extra.name.trim() === '' && extra.price.trim() === '';
}

/** Cents of an extra's price: empty or 0 is no extra cost. */
function extraCents(price: string): number | null {
  return price.trim() === '' ? 0 : centsOfMoneyInput(price);
}

export interface TreatmentFormMessages {
  required: string;
  amount: string;
  tooLong: string;
  extraName: string;
  refillDays: string;
}

/** The refill interval typed: null for none, NaN when it is not 1 to 365 whole days. */
function refillDaysOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const days = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return days >= 1 && days <= 365 ? days : Number.NaN;
}

/** Validation of the dialog, with the same limits as the contract's `treatmentWriteSchema`. */
export function treatmentFormSchema(messages: TreatmentFormMessages) {
  const amountProblem = (cents: number | null) => cents === null || cents > maxPriceCents;
  return z
    .object({
      name: z.string().trim().min(1, messages.required).max(200, messages.tooLong),
      category: z.string().trim().max(100, messages.tooLong),
      description: z.string().trim().max(2000, messages.tooLong),
      price: z.string(),
      durationMinutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
      active: z.boolean(),
      teamMemberIds: z.array(z.string()),
      extras: z.array(z.object({ name: z.string(), kind: z.enum(['direct', 'perUnit']), price: z.string() })),
      refillDays: z.string(),
    })
    .superRefine((values, context) => {
      if (Number.isNaN(refillDaysOf(values.refillDays))) {
        context.addIssue({ code: 'custom', path: ['refillDays'], message: messages.refillDays });
      }
      if (values.price.trim() === '') {
        context.addIssue({ code: 'custom', path: ['price'], message: messages.required });
      } else if (amountProblem(centsOfMoneyInput(values.price))) {
        context.addIssue({ code: 'custom', path: ['price'], message: messages.amount });
      }
      values.extras.forEach((extra, index) => {
        if (isBlankExtra(extra)) return;
        if (extra.name.trim() === '') {
          context.addIssue({ code: 'custom', path: ['extras', index, 'name'], message: messages.extraName });
        } else if (extra.name.trim().length > 100) {
          context.addIssue({ code: 'custom', path: ['extras', index, 'name'], message: messages.tooLong });
        }
        if (amountProblem(extraCents(extra.price))) {
          context.addIssue({ code: 'custom', path: ['extras', index, 'price'], message: messages.amount });
        }
      });
    });
}

/** The request body for POST and PUT services, from values the schema accepted. */
export function treatmentWriteOf(values: TreatmentFormValues): TreatmentWrite {
  return {
    name: values.name.trim(),
    category: values.category.trim() || null,
    description: values.description.trim() || null,
    priceCents: centsOfMoneyInput(values.price) ?? 0,
    durationMinutes: values.durationMinutes,
    active: values.active,
    teamMemberIds: values.teamMemberIds,
    extras: values.extras
      .filter((extra) => !isBlankExtra(extra))
      .map((extra) => ({
        name: extra.name.trim(),
        kind: extra.kind,
        priceCents: extraCents(extra.price) ?? 0,
      })),
    refillIntervalDays: refillDaysOf(values.refillDays),
  };
}

/** Durations offered in the dialog: every 5 minutes up to 4 hours, then every 15 up to 8 hours. */
export function durationChoices(current: number): number[] {
  const choices: number[] = [];
  for (let minutes = 5; minutes <= 240; minutes += 5) choices.push(minutes);
  for (let minutes = 255; minutes <= 480; minutes += 15) choices.push(minutes);
  // A duration set elsewhere (a template, the API) stays selectable.
  if (!choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}
