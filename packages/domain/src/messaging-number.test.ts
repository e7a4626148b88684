import { describe, expect, it } from 'vitest';
import { messagingNumberOf } from './messaging-number.ts';

describe('messagingNumberOf', () => {
  it('should give the international form of a number written with its country code', () => {
    expect(messagingNumberOf('+49 151 2345-6789')).toBe('+4915123456789');
    expect(messagingNumberOf('0049 (151) 23456789')).toBe('+4915123456789');
  });

  it('should refuse a number without its country code, or none', () => {
    expect(messagingNumberOf('0151 23456789')).toBeNull();
    expect(messagingNumberOf('+49 abc')).toBeNull();
    expect(messagingNumberOf(null)).toBeNull();
  });
});
