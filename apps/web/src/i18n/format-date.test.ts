import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026');
    expect(formatDateTime(new Date(2026, 11, 24, 18, 30))).toBe('24/12/2026 18:30');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
