import { describe, expect, it } from 'vitest';
import { reservationSettingsSchema, reservationsOpenOn } from './reservation-contract.ts';

describe('reservation settings', () => {
  const on = { enabled: true, disabledFrom: null, disabledUntil: null };
  it('should take every date when enabled without a disabled range', () => {
    expect(reservationsOpenOn(on, '2030-01-01')).toBe(true);
  });
  it('should take none while switched off', () => {
    expect(reservationsOpenOn({ ...on, enabled: false }, '2030-01-01')).toBe(false);
  });
  it('should refuse the dates of a range, both ends included, and take those around it', () => {
    const range = { enabled: true, disabledFrom: '2030-01-10', disabledUntil: '2030-01-12' };
    expect(reservationsOpenOn(range, '2030-01-09')).toBe(true);
    expect(reservationsOpenOn(range, '2030-01-10')).toBe(false);
    expect(reservationsOpenOn(range, '2030-01-12')).toBe(false);
    expect(reservationsOpenOn(range, '2030-01-13')).toBe(true);
  });
  it('should refuse every date from disabledFrom on when the range has no end', () => {
    const open = { enabled: true, disabledFrom: '2030-01-10', disabledUntil: null };
    expect(reservationsOpenOn(open, '2030-01-09')).toBe(true);
    expect(reservationsOpenOn(open, '2099-12-31')).toBe(false);
  });
  it('should refuse an end without a start, or one before it', () => {
    expect(reservationSettingsSchema.safeParse({ enabled: true, disabledUntil: '2030-01-01' }).success).toBe(
      false,
    );
    expect(
      reservationSettingsSchema.safeParse({
        enabled: true,
        disabledFrom: '2030-01-02',
        disabledUntil: '2030-01-01',
      }).success,
    ).toBe(false);
  });
});
