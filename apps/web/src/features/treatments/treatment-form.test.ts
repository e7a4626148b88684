import { type Treatment, treatmentWriteSchema } from '@studio/domain/booking-contract';
import { describe, expect, it } from 'vitest';
import {
  durationChoices,
  emptyExtra,
  type TreatmentFormValues,
  treatmentFormSchema,
  treatmentFormValuesOf,
  treatmentWriteOf,
} from './treatment-form.ts';

const memberId = '0b7e3c1a-2f4d-4c5e-8a9b-1c2d3e4f5a6b';
const messages = {
  required: 'required',
  amount: 'amount',
  tooLong: 'tooLong',
  extraName: 'extraName',
  refillDays: 'refillDays',
};
const schema = treatmentFormSchema(messages);

const service: Treatment = {
  id: 's1',
  name: 'Gel-Modellage Neuset',
  description: 'Komplette Modellage',
  category: 'Nagelmodellage',
  priceCents: 5550,
  durationMinutes: 90,
  active: true,
  position: 0,
  teamMemberIds: [memberId],
  extras: [
    { name: 'Überlänge', kind: 'direct', priceCents: 1000 },
    { name: 'Glitzer', kind: 'perUnit', priceCents: 0 },
  ],
  refillIntervalDays: 21,
};

function issues(values: TreatmentFormValues) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('service form', () => {
  it('shows a treatment in euro and back in cents', () => {
    const values = treatmentFormValuesOf(service, 'de');
    expect(values.price).toBe('55,50');
    expect(values.extras).toEqual([
      { name: 'Überlänge', kind: 'direct', price: '10' },
      { name: 'Glitzer', kind: 'perUnit', price: '' },
    ]);
    const body = treatmentWriteOf(values);
    expect(body).toEqual({
      name: 'Gel-Modellage Neuset',
      category: 'Nagelmodellage',
      description: 'Komplette Modellage',
      priceCents: 5550,
      durationMinutes: 90,
      active: true,
      teamMemberIds: [memberId],
      extras: service.extras,
      refillIntervalDays: 21,
    });
    expect(treatmentWriteSchema.safeParse(body).success).toBe(true);
  });

  it('starts a new treatment active, for everyone, without extras', () => {
    const values = treatmentFormValuesOf(null, 'en');
    expect(values).toMatchObject({ active: true, teamMemberIds: [], extras: [], price: '' });
    expect(issues(values)).toEqual(['name:required', 'price:required']);
  });

  it('needs a valid price', () => {
    const values = { ...treatmentFormValuesOf(service, 'de'), price: '12,345' };
    expect(issues(values)).toEqual(['price:amount']);
    expect(issues({ ...values, price: '100001' })).toEqual(['price:amount']);
    expect(issues({ ...values, price: '0' })).toEqual([]);
  });

  it('drops blank extra lines and treats an empty extra price as no extra cost', () => {
    const values: TreatmentFormValues = {
      ...treatmentFormValuesOf(service, 'en'),
      extras: [emptyExtra('direct'), { name: ' French tips ', kind: 'perUnit', price: '' }],
    };
    expect(issues(values)).toEqual([]);
    expect(treatmentWriteOf(values).extras).toEqual([
      { name: 'French tips', kind: 'perUnit', priceCents: 0 },
    ]);
  });

  it('asks for a name on an extra that has a price, and for a valid extra price', () => {
    const values: TreatmentFormValues = {
      ...treatmentFormValuesOf(service, 'en'),
      extras: [
        { name: '', kind: 'direct', price: '5' },
        { name: 'Stones', kind: 'perUnit', price: 'five' },
      ],
    };
    expect(issues(values)).toEqual(['extras.0.name:extraName', 'extras.1.price:amount']);
  });

  it('leaves optional texts out when empty', () => {
    const body = treatmentWriteOf({
      ...treatmentFormValuesOf(service, 'en'),
      category: '  ',
      description: '',
    });
    expect(body.category).toBeNull();
    expect(body.description).toBeNull();
  });

  it('takes a refill interval of whole days from 1 to 365, and none when empty', () => {
    const values = treatmentFormValuesOf(service, 'en');
    expect(values.refillDays).toBe('21');
    expect(issues({ ...values, refillDays: '0' })).toEqual(['refillDays:refillDays']);
    expect(issues({ ...values, refillDays: '366' })).toEqual(['refillDays:refillDays']);
    expect(issues({ ...values, refillDays: '2.5' })).toEqual(['refillDays:refillDays']);
    expect(issues({ ...values, refillDays: ' 28 ' })).toEqual([]);
    expect(treatmentWriteOf({ ...values, refillDays: ' 28 ' }).refillIntervalDays).toBe(28);
    expect(treatmentWriteOf({ ...values, refillDays: '' }).refillIntervalDays).toBeNull();
  });

  it('offers durations in steps and keeps an unusual current one', () => {
    expect(durationChoices(30).slice(0, 3)).toEqual([5, 10, 15]);
    expect(durationChoices(30)).toContain(480);
    expect(durationChoices(42)).toContain(42);
    expect(durationChoices(42).indexOf(42)).toBe(durationChoices(42).indexOf(40) + 1);
  });
});
