import { describe, expect, it } from 'vitest';
import { bookingWallTime } from './booking-wall-time.ts';

describe('bookingWallTime', () => {
  it('shows the studio’s local date and time, whatever the viewer’s zone', () => {
    expect(bookingWallTime('2026-12-07T10:00:00+01:00', '2026-12-07T10:45:00+01:00', 'en')).toEqual({
      date: 'Mon 07/12/2026',
      time: '10:00–10:45',
    });
    expect(bookingWallTime('2026-03-29T23:30:00+02:00', '2026-03-30T00:15:00+02:00', 'de').date).toBe(
      'So 29/03/2026',
    );
  });
});
