import { describe, expect, it } from 'vitest';
import { shopPlaceFormSchema } from './studio-place.ts';

describe('studio place form', () => {
  it('accepts a place without coordinates', () => {
    const result = shopPlaceFormSchema.parse({
      name: 'Lumière',
      address: 'Main St 1',
      latitude: '',
      longitude: ' ',
    });
    expect(result).toEqual({
      name: 'Lumière',
      address: 'Main St 1',
      latitude: null,
      longitude: null,
      placeId: null,
    });
  });

  it('reads coordinates with a decimal comma', () => {
    const result = shopPlaceFormSchema.parse({
      name: 'Lumière',
      address: 'Main St 1',
      latitude: '52,5387',
      longitude: '13.4109',
    });
    expect(result.latitude).toBeCloseTo(52.5387);
    expect(result.longitude).toBeCloseTo(13.4109);
  });

  it('refuses out-of-range, non-numeric and half-given coordinates', () => {
    expect(
      shopPlaceFormSchema.safeParse({ name: 'a', address: 'b', latitude: '95', longitude: '1' }).success,
    ).toBe(false);
    expect(
      shopPlaceFormSchema.safeParse({ name: 'a', address: 'b', latitude: 'north', longitude: '1' }).success,
    ).toBe(false);
    const half = shopPlaceFormSchema.safeParse({ name: 'a', address: 'b', latitude: '52', longitude: '' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.path).toEqual(['longitude']);
  });
});
