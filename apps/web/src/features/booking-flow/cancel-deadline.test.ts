import { describe, expect, it } from 'vitest';
import { cancelDeadlineOf } from './cancel-deadline.ts';

describe('cancelDeadlineOf', () => {
  const now = Date.parse('2026-11-27T08:00:00Z');

  it('gives the real deadline of an appointment more than a day ahead', () => {
    expect(cancelDeadlineOf('2026-11-30T10:00:00Z', now)).toEqual({
      until: '2026-11-29T10:00:00.000Z',
      possible: true,
    });
  });

  it('says a booking for today cannot be cancelled online', () => {
    expect(cancelDeadlineOf('2026-11-27T14:00:00Z', now)).toEqual({
      until: '2026-11-26T14:00:00.000Z',
      possible: false,
    });
  });
});
