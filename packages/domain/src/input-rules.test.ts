import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter, isoDateSchema, isoInstantSchema } from './input-rules.ts';

describe('input rules', () => {
  it('should find control characters but keep tabs and line breaks', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('bell\u0007')).toBe(true);
    expect(hasControlCharacter('c1\u0085')).toBe(true);
    expect(hasControlCharacter('Zeile 1\r\nZeile\t2 – Grüße, مرحبا')).toBe(false);
  });

  it('should name the path of the first string with a control character', () => {
    expect(findControlCharacter({ a: 'ok', b: [{ c: 'x' }, { d: 'y\u0000' }] })).toEqual(['b', 1, 'd']);
    expect(findControlCharacter({ 'key\u0000': 'value' })).toEqual(['key\u0000']);
    expect(findControlCharacter({ a: 1, b: null, c: ['fine'] })).toBeUndefined();
  });

  it('should accept dates between 1900 and 2199 only', () => {
    expect(isoDateSchema.safeParse('2026-12-07').success).toBe(true);
    expect(isoDateSchema.safeParse('0000-01-01').success).toBe(false);
    expect(isoDateSchema.safeParse('9999-12-31').success).toBe(false);
    expect(isoInstantSchema.safeParse('2026-12-07T09:00:00+01:00').success).toBe(true);
    expect(isoInstantSchema.safeParse('9999-12-31T23:00:00Z').success).toBe(false);
  });
});
