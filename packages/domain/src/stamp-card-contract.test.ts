import { describe, expect, it } from 'vitest';
import {
  createStampRequestSchema,
  stampCardWriteSchema,
  stampRequestListQuerySchema,
} from './stamp-card-contract.ts';

describe('stamp card contract', () => {
  const card = { title: 'Nägel', imageUrl: '/uploads/card.webp', redeemCount: 10 };

  it('should accept a card of 2 to 50 stamps and refuse others', () => {
    expect(stampCardWriteSchema.safeParse(card).success).toBe(true);
    expect(stampCardWriteSchema.safeParse({ ...card, redeemCount: 2 }).success).toBe(true);
    expect(stampCardWriteSchema.safeParse({ ...card, redeemCount: 50 }).success).toBe(true);
    expect(stampCardWriteSchema.safeParse({ ...card, redeemCount: 1 }).success).toBe(false);
    expect(stampCardWriteSchema.safeParse({ ...card, redeemCount: 51 }).success).toBe(false);
    expect(stampCardWriteSchema.safeParse({ ...card, redeemCount: 2.5 }).success).toBe(false);
  });

  it('should require a title and an image', () => {
    expect(stampCardWriteSchema.safeParse({ ...card, title: '  ' }).success).toBe(false);
    expect(stampCardWriteSchema.safeParse({ ...card, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('should default a request to one stamp and refuse a count below one', () => {
    expect(createStampRequestSchema.parse({ action: 'stamp' })).toEqual({ action: 'stamp', count: 1 });
    expect(createStampRequestSchema.safeParse({ action: 'stamp', count: 0 }).success).toBe(false);
    expect(createStampRequestSchema.safeParse({ action: 'steal' }).success).toBe(false);
  });

  it('should read a typed short code in any case and refuse lookalike characters', () => {
    expect(stampRequestListQuerySchema.parse({ code: ' abc234 ' }).code).toBe('ABC234');
    expect(stampRequestListQuerySchema.safeParse({ code: 'ABC10O' }).success).toBe(false);
  });
});
