import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { linkErrorText } from './link-error-text.ts';

const apiError = (fields?: Record<string, string>) =>
  new ApiError({ message: 'The input is invalid.', status: 400, errorCode: 9400, fields });

describe('linkErrorText', () => {
  it("prefers the server's field text over the catalogue message", () => {
    expect(linkErrorText(apiError({ token: 'The link has expired.' }), 'fallback')).toBe(
      'The link has expired.',
    );
    expect(linkErrorText(apiError({ email: 'The address is taken.' }), 'fallback')).toBe(
      'The address is taken.',
    );
  });

  it('falls back to the catalogue message, and to the fallback for other failures', () => {
    expect(linkErrorText(apiError(), 'fallback')).toBe('The input is invalid.');
    expect(linkErrorText(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
