import { describe, expect, it } from 'vitest';
import { giftUpdateSchema, giftWriteSchema, isGiftValidOn } from './gift-contract.ts';

const gift = {
  title: 'Willkommen',
  offerText: 'Gratis Öl',
  description: 'Einmal pro Kundin',
  type: 'welcome',
  imageUrl: '/uploads/g.webp',
};

describe('gift rules', () => {
  it('should be valid on the days of its validity, both ends included, and open-ended without them', () => {
    const december = { validFrom: '2026-12-01', validTo: '2026-12-31' };
    expect(isGiftValidOn(december, '2026-11-30')).toBe(false);
    expect(isGiftValidOn(december, '2026-12-01')).toBe(true);
    expect(isGiftValidOn(december, '2026-12-31')).toBe(true);
    expect(isGiftValidOn(december, '2027-01-01')).toBe(false);
    expect(isGiftValidOn({ validFrom: null, validTo: null }, '1999-01-01')).toBe(true);
    expect(isGiftValidOn({ validFrom: '2026-12-01', validTo: null }, '2199-12-31')).toBe(true);
  });

  it('should require title, offer, description and image, and an end not before the start', () => {
    expect(giftWriteSchema.safeParse(gift).success).toBe(true);
    for (const field of ['title', 'offerText', 'description', 'imageUrl']) {
      expect(giftWriteSchema.safeParse({ ...gift, [field]: '' }).success, field).toBe(false);
    }
    const reversed = giftWriteSchema.safeParse({ ...gift, validFrom: '2026-12-31', validTo: '2026-12-01' });
    expect(reversed.error?.issues[0]?.path).toEqual(['validTo']);
    expect(giftWriteSchema.safeParse({ ...gift, type: 'christmas' }).success).toBe(false);
  });

  it('should refuse a change that changes nothing', () => {
    expect(giftUpdateSchema.safeParse({}).success).toBe(false);
    expect(giftUpdateSchema.safeParse({ validTo: null }).success).toBe(true);
  });
});
