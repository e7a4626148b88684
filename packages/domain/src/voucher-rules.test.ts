import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode, voucherExpiry, voucherRedemptionRefusal } from './voucher-rules.ts';

describe('voucher rules', () => {
  it('should let a voucher bought in 2026 expire when 2029 ends in the shop’s zone', () => {
    const expiry = voucherExpiry(new Date('2026-03-15T10:00:00Z'), 'Europe/Berlin');
    expect(expiry.toISOString()).toBe('2029-12-31T23:00:00.000Z');
  });

  it('should count a purchase on New Year’s Eve late at night in the shop’s year', () => {
    // 23:30 in Berlin on 31 December 2026 is still 2026 there, though already 22:30 UTC.
    const expiry = voucherExpiry(new Date('2026-12-31T22:30:00Z'), 'Europe/Berlin');
    expect(expiry.toISOString()).toBe('2029-12-31T23:00:00.000Z');
  });

  it('should read codes regardless of case, spaces and dashes', () => {
    expect(normaliseVoucherCode(' abcd efgh-jkmn ')).toBe('ABCD-EFGH-JKMN');
  });

  it('should refuse more than the remaining value and inactive or expired vouchers', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    const voucher = { active: true, expiresAt: new Date('2029-12-31T23:00:00Z'), remainingCents: 3000 };
    expect(voucherRedemptionRefusal(voucher, 3000, now)).toBeNull();
    expect(voucherRedemptionRefusal(voucher, 3001, now)).toBe(2031);
    expect(voucherRedemptionRefusal({ ...voucher, active: false }, 1, now)).toBe(2033);
    expect(voucherRedemptionRefusal(voucher, 1, new Date('2030-01-01T00:00:00Z'))).toBe(2033);
  });
});
