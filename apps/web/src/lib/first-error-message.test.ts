import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './first-error-message.ts';

describe('firstErrorMessage', () => {
  it('reads a direct message', () => {
    expect(firstErrorMessage({ type: 'x', message: 'Required' })).toBe('Required');
  });

  it('finds a message on a nested path', () => {
    expect(
      firstErrorMessage([undefined, undefined, { type: 'invalid_format', message: 'Invalid value' }]),
    ).toBe('Invalid value');
  });

  it('gives undefined without an error', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
