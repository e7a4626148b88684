import { describe, expect, it } from 'vitest';
import { formatList } from './format-list.ts';

describe('formatList', () => {
  it('joins with the language’s conjunction', () => {
    expect(formatList(['Logo', 'Hintergrundbild'], 'de')).toBe('Logo und Hintergrundbild');
    expect(formatList(['Logo', 'Background', 'Phone'], 'en')).toBe('Logo, Background, and Phone');
    expect(formatList(['Logo'], 'en')).toBe('Logo');
  });
});
