import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import en from './locales/en.json';
import { createTextRuntime } from './text-runtime.ts';

describe('formatDuration', () => {
  const i18n = createTextRuntime().init({ lng: 'en', resources: { en: { translation: en } } });

  it('writes minutes, whole hours and both', () => {
    expect(formatDuration(i18n.t, 1)).toBe('1 min');
    expect(formatDuration(i18n.t, 45)).toBe('45 min');
    expect(formatDuration(i18n.t, 120)).toBe('2 h');
    expect(formatDuration(i18n.t, 75)).toBe('1 h 15 min');
  });
});
