import { describe, expect, it } from 'vitest';
import {
  bookingStepPath,
  bookingSuccessPath,
  emptySelection,
  readSelection,
  selectionParams,
  toggleService,
  withKnownServices,
} from './booking-selection.ts';

const shopId = '5a1e0b2c-7d4f-4e8a-9b3c-1f2e3d4c5b6a';
const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';
const member = '33333333-3333-4333-8333-333333333333';

describe('booking selection in the URL', () => {
  it('survives a round trip through the search parameters, offsets included', () => {
    const selection = {
      serviceIds: [a, b],
      teamMemberId: member,
      week: '2026-12-07',
      day: '2026-12-09',
      start: '2026-12-09T10:30:00+01:00',
    };
    const search = selectionParams(selection).toString();
    expect(search).toContain('start=2026-12-09T10%3A30%3A00%2B01%3A00');
    expect(readSelection(new URLSearchParams(search))).toEqual(selection);
  });

  it('drops what a hand-edited link gets wrong and keeps the rest', () => {
    const read = readSelection(
      new URLSearchParams(`services=${a},,${a},<script>,${b}&member=x y&week=next&day=2026-12-09&start=soon`),
    );
    expect(read).toEqual({ ...emptySelection, serviceIds: [a, b], day: '2026-12-09' });
  });

  it('reads an empty search as nothing chosen', () => {
    expect(readSelection(new URLSearchParams(''))).toEqual(emptySelection);
    expect(selectionParams(emptySelection).toString()).toBe('');
  });

  it('toggles treatments in the order they were picked and forgets the time', () => {
    const start = { ...emptySelection, serviceIds: [a], start: '2026-12-09T10:30:00+01:00' };
    const added = toggleService(start, b);
    expect(added.serviceIds).toEqual([a, b]);
    expect(added.start).toBeNull();
    expect(toggleService(added, a).serviceIds).toEqual([b]);
  });

  it('keeps only treatments that still exist', () => {
    const selection = { ...emptySelection, serviceIds: [a, b], start: '2026-12-09T10:30:00+01:00' };
    expect(withKnownServices(selection, new Set([a, b]))).toBe(selection);
    expect(withKnownServices(selection, new Set([b]))).toEqual({
      ...selection,
      serviceIds: [b],
      start: null,
    });
  });

  it('builds the paths of the steps and the success page', () => {
    const selection = { ...emptySelection, serviceIds: [a, b], teamMemberId: member };
    expect(bookingStepPath(shopId, 'bookSelectDate', selection)).toBe(
      `/partner/${shopId}/app/book/selectDate?services=${a}%2C${b}&member=${member}`,
    );
    expect(bookingStepPath(shopId, 'book', emptySelection)).toBe(`/partner/${shopId}/app/book`);
    expect(bookingSuccessPath(shopId, a)).toBe(`/partner/${shopId}/app/success?booking=${a}`);
  });
});
