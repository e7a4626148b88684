import { describe, expect, it } from 'vitest';
import { stampCodeOf } from './stamp-code.ts';

describe('stampCodeOf', () => {
  it('should read a code typed in any case with spaces or dashes', () => {
    expect(stampCodeOf(' abc-234 ')).toBe('ABC234');
    expect(stampCodeOf('ABC 234')).toBe('ABC234');
  });

  it('should refuse texts that are not a code (lookalike characters, wrong length)', () => {
    expect(stampCodeOf('ABC10O')).toBeNull();
    expect(stampCodeOf('ABC23')).toBeNull();
    expect(stampCodeOf('https://example.com')).toBeNull();
  });
});
