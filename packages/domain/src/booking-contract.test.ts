import { describe, expect, it } from 'vitest';
import {
  bookingListQuerySchema,
  bookingRuleWriteSchema,
  closureTimeWriteSchema,
  createBookingSchema,
  openingHoursSchema,
  teamMemberWriteSchema,
  treatmentWriteSchema,
} from './booking-contract.ts';

describe('booking contract', () => {
  it('should read empty or 0 extra prices as no extra cost', () => {
    const parsed = treatmentWriteSchema.parse({
      name: ' Gel ',
      priceCents: 5500,
      durationMinutes: 90,
      extras: [{ name: 'Glitzer', kind: 'direct', priceCents: null }],
    });
    expect(parsed).toMatchObject({ name: 'Gel', active: true, teamMemberIds: [], description: null });
    expect(parsed.extras[0]?.priceCents).toBe(0);
  });

  it('should allow an unnamed team member but want a colour', () => {
    expect(teamMemberWriteSchema.parse({ color: '#112233' })).toMatchObject({ name: '', email: null });
    expect(teamMemberWriteSchema.safeParse({ name: 'Mai' }).success).toBe(false);
    expect(teamMemberWriteSchema.parse({ color: '#112233', email: '' }).email).toBeNull();
  });

  it('should take a permanent booking rule and want at least one slot', () => {
    expect(bookingRuleWriteSchema.parse({ startDate: '2026-12-01', slots: 1 }).endDate).toBeNull();
    expect(bookingRuleWriteSchema.safeParse({ startDate: '2026-12-01', slots: 0 }).success).toBe(false);
  });

  it('should want real calendar days and HH:mm times', () => {
    expect(closureTimeWriteSchema.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(
      false,
    );
    expect(
      openingHoursSchema.safeParse({ days: [{ weekday: 1, ranges: [{ start: '9:00', end: '12:00' }] }] })
        .success,
    ).toBe(false);
  });

  it('should leave an empty service list to the 8005 check and want an instant with an offset', () => {
    const body = { start: '2026-12-07T10:00:00+01:00', customer: { name: 'C', email: 'c@example.com' } };
    expect(createBookingSchema.parse(body).serviceIds).toEqual([]);
    expect(createBookingSchema.safeParse({ ...body, start: '2026-12-07T10:00:00' }).success).toBe(false);
  });

  it('should take one or several statuses in the list query', () => {
    expect(bookingListQuerySchema.safeParse({ status: 'confirmed,pending' }).success).toBe(true);
    expect(bookingListQuerySchema.safeParse({ status: 'confirmed,' }).success).toBe(false);
  });
});
