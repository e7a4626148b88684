import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCustomerPartnerCardSchema,
  cardNumberMatches,
  compilePartnerCardPattern,
  normalizeCardNumber,
} from './partner-card-contract.ts';

describe('partner card numbers', () => {
  it('should match the pattern against the whole number, never a part of it', () => {
    expect(cardNumberMatches('308342\\d{10}', '3083421234567890')).toBe(true);
    expect(cardNumberMatches('308342\\d{10}', 'x3083421234567890')).toBe(false);
    expect(cardNumberMatches('308342\\d{10}', '30834212345678901')).toBe(false);
    // An alternation cannot escape the anchors.
    expect(cardNumberMatches('1|2', '12')).toBe(false);
    expect(cardNumberMatches('1|2', '2')).toBe(true);
  });

  it('should never match when the pattern is not a regular expression', () => {
    expect(compilePartnerCardPattern('(')).toBeUndefined();
    expect(cardNumberMatches('(', '(')).toBe(false);
  });

  it('should drop the spaces and dashes people type between digit groups', () => {
    expect(normalizeCardNumber(' 3083 4212-3456 7890 ')).toBe('3083421234567890');
    expect(
      addCustomerPartnerCardSchema.parse({
        partnerCardId: '0b8f6c1e-5a4d-4c1b-9d6e-2f3a4b5c6d7e',
        number: '12 34',
      }).number,
    ).toBe('1234');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const normalized = normalizeCardNumber(text);
        expect(normalized).not.toMatch(/[\s-]/);
        expect(normalizeCardNumber(normalized)).toBe(normalized);
      }),
    );
  });

  it('should match any number of digits a digits-only pattern allows, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', 'a', ' ') }), (number) => {
        expect(cardNumberMatches('\\d{4,8}', number)).toBe(/^\d{4,8}$/.test(number));
      }),
    );
  });
});
