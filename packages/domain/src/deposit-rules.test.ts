import { describe, expect, it } from 'vitest';
import { depositFor } from './deposit-rules.ts';

describe('depositFor', () => {
  it('should take a share of the price in whole cents, or a fixed amount never above the price', () => {
    expect(depositFor({ depositPercent: 20, depositCents: null }, 3000)).toBe(600);
    expect(depositFor({ depositPercent: 15, depositCents: null }, 3333)).toBe(500);
    expect(depositFor({ depositPercent: null, depositCents: 1500 }, 1000)).toBe(1000);
    expect(depositFor({ depositPercent: null, depositCents: null }, 3000)).toBe(0);
    expect(depositFor(undefined, 3000)).toBe(0);
    expect(depositFor({ depositPercent: 50, depositCents: null }, 0)).toBe(0);
  });
});
