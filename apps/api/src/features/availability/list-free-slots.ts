// GET shops/{shopId}/slots: the times that can still be booked for a selection of treatments.

import type { SlotsResponse } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { findFreeSlots } from '@studio/domain/slot-engine';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { loadAvailability } from './load-availability.ts';
import { dayMs, localDateOf, shopIso } from './shop-time.ts';

export interface FreeSlotsRequest {
  serviceIds: string;
  from: string;
  to: string;
  teamMemberId?: string | undefined;
  /** Times a booking could move to: its length kept, itself not in the way. */
  moving?: { bookingId: string; durationMinutes: number } | undefined;
}

/** Splits "a,b" into ids; blanks are dropped. */
export function parseIdList(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * Free times from `from` to `to` (local days, inclusive), cut to today … the horizon. The shop's
 * own admins may ask for inactive treatments too; the rules (notice, horizon) stay the public ones.
 */
export async function listFreeSlots(
  db: Kysely<Database>,
  shop: ShopRow,
  request: FreeSlotsRequest,
  options: { now: number; managed: boolean },
): Promise<SlotsResponse> {
  if (request.to < request.from) throw new AppError(ErrorCode.invalidInput, { problems: { to: 'invalid' } });
  const today = localDateOf(options.now, shop.timezone);
  const lastDay = localDateOf(options.now + shop.horizon_days * dayMs, shop.timezone);
  // Calendar days compare as strings: the later of from and today, the earlier of to and the last day.
  const fromDate = [request.from, today].sort()[1] ?? today;
  const toDate = [request.to, lastDay].sort()[0] ?? lastDay;
  // Past the horizon there is nothing to find, but the selection is still checked.
  const empty = fromDate > toDate;
  const { query, durationMinutes } = await loadAvailability(db, shop, {
    fromDate: empty ? lastDay : fromDate,
    toDate: empty ? lastDay : toDate,
    now: options.now,
    staff: false,
    serviceIds: parseIdList(request.serviceIds),
    includeInactive: options.managed,
    teamMemberId: request.teamMemberId,
    keepDurationMinutes: request.moving?.durationMinutes,
    excludeBookingId: request.moving?.bookingId,
  });
  if (empty) return { timezone: shop.timezone, durationMinutes, slots: [] };
  return {
    timezone: shop.timezone,
    durationMinutes,
    slots: findFreeSlots(query).map((slot) => ({
      start: shopIso(slot.start, shop.timezone),
      end: shopIso(slot.end, shop.timezone),
      teamMemberIds: slot.teamMemberIds,
    })),
  };
}
