import { describe, expect, it } from 'vitest';
import { secondsUntil } from './countdown.ts';

describe('secondsUntil', () => {
  it('counts whole seconds up, so the button shows 60 right after a send', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 100)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
  });

  it('stops at zero and treats no deadline as done', () => {
    expect(secondsUntil(1000, 5000)).toBe(0);
    expect(secondsUntil(null, 5000)).toBe(0);
  });
});
