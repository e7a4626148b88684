import { describe, expect, it } from 'vitest';
import { isImprintMissing } from './shop-legal.ts';

const legal = {
  name: 'Lumière Nails GmbH',
  representative: 'Linh Nguyen',
  address: 'Kastanienallee 12, 10435 Berlin',
  email: 'recht@lumiere.example',
  phone: '+49 30 1234567',
};

describe('isImprintMissing', () => {
  it('should count a studio without legal details as missing its imprint', () => {
    expect(isImprintMissing(null)).toBe(true);
    expect(isImprintMissing(undefined)).toBe(true);
  });

  it('should count incomplete legal details as missing', () => {
    expect(isImprintMissing({ ...legal, representative: ' ' })).toBe(true);
    expect(isImprintMissing({ ...legal, email: 'nope' })).toBe(true);
  });

  it('should accept complete legal details without register or VAT id', () => {
    expect(isImprintMissing(legal)).toBe(false);
    expect(isImprintMissing({ ...legal, register: 'HRB 1', vatId: 'DE123456789' })).toBe(false);
  });
});
