import { describe, expect, it } from 'vitest';
import { policyFormOf, policyInputOf } from './policy-form.ts';

const policy = {
  depositPercent: null,
  depositCents: 1500,
  depositNewClientsOnly: true,
  treatmentDeposits: [{ serviceId: 't-exempt', depositPercent: null, depositCents: null }],
  freeCancellationHours: 24,
  lateCancellationFeeCents: null,
  noShowFeeCents: 2000,
  currencyCode: 'EUR',
};

describe('the booking policy form', () => {
  it('should turn typed amounts into cents and back', () => {
    const form = policyFormOf(policy);
    expect(form).toMatchObject({ depositKind: 'fixed', depositAmount: '15.00', noShowFee: '20.00' });
    expect(policyInputOf({ ...form, lateCancellationFee: '7,5' })).toEqual({
      depositPercent: null,
      depositCents: 1500,
      depositNewClientsOnly: true,
      freeCancellationHours: 24,
      lateCancellationFeeCents: 750,
      noShowFeeCents: 2000,
      treatmentDeposits: [{ serviceId: 't-exempt' }],
    });
  });

  it('should send a share without a fixed amount, and refuse what is not valid', () => {
    const form = { ...policyFormOf(policy), depositKind: 'percent' as const, depositPercent: '20' };
    expect(policyInputOf(form)).toMatchObject({ depositPercent: 20, depositCents: null });
    expect(policyInputOf({ ...form, depositPercent: '120' })).toBeUndefined();
    expect(policyInputOf({ ...form, freeCancellationHours: '-1' })).toBeUndefined();
    expect(policyInputOf({ ...form, depositKind: 'fixed', depositAmount: '' })).toBeUndefined();
  });

  it("should send each treatment's own deposit, and none for one taking the studio's", () => {
    const form = {
      ...policyFormOf(policy),
      treatmentDeposits: {
        't-exempt': { kind: 'none' as const, value: '' },
        't-share': { kind: 'percent' as const, value: '50' },
        't-amount': { kind: 'fixed' as const, value: '12,50' },
        't-studio': { kind: 'studio' as const, value: '' },
      },
    };
    expect(policyInputOf(form)?.treatmentDeposits).toEqual([
      { serviceId: 't-exempt' },
      { serviceId: 't-share', depositPercent: 50 },
      { serviceId: 't-amount', depositCents: 1250 },
    ]);
    const wrong = { ...form.treatmentDeposits, 't-share': { kind: 'percent' as const, value: '0' } };
    expect(policyInputOf({ ...form, treatmentDeposits: wrong })).toBeUndefined();
  });
});
