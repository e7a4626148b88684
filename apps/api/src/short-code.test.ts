import { shortCodeSchema } from '@studio/domain/short-code';
import { describe, expect, it } from 'vitest';
import { newShortCode } from './short-code.ts';

describe('short codes', () => {
  it('should make codes that the code schema reads back unchanged', () => {
    for (let round = 0; round < 200; round += 1) {
      const code = newShortCode();
      expect(shortCodeSchema.parse(code)).toBe(code);
    }
  });

  it('should use every letter of the alphabet over many codes, not a fixed code', () => {
    const seen = new Set<string>();
    for (let round = 0; round < 400; round += 1) for (const letter of newShortCode()) seen.add(letter);
    expect(seen.size).toBe(32);
  });
});
