// Everything the slot engine needs about one shop, read in one statement (availability.repo.ts: one
// round trip, one snapshot). The same reading serves the public free times and the check a booking
// or a move makes inside its transaction, so both apply exactly the same rules.

import { addDays } from '@studio/domain/calendar-day';
import { ErrorCode } from '@studio/domain/error-codes';
import type { SlotQuery } from '@studio/domain/slot-engine';
import { isUuid } from '@studio/domain/uuid';
import type { Kysely } from 'kysely';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { readAvailabilityRows } from './availability.repo.ts';
import { dayMs, startOfLocalDay } from './shop-time.ts';

/** Staff book and move without the minimum notice and beyond the public horizon. */
const staffHorizonDays = 3650;

/** A chosen treatment as the booking records it. */
export interface ChosenTreatment {
  id: string;
  name: string;
  price_cents: number;
  duration_minutes: number;
}

export interface AvailabilityRequest {
  /** Local days to look at, inclusive. */
  fromDate: string;
  toDate: string;
  now: number;
  /** Staff: no minimum notice, no public horizon. */
  staff: boolean;
  /**
   * The chosen treatments, in order. Unless `keepDurationMinutes` is given they are checked: an
   * empty list, an unknown or repeated id, or an inactive treatment (unless `includeInactive`)
   * → 400, errorCode 8005; the slot length is the sum of their durations.
   */
  serviceIds: readonly string[];
  includeInactive: boolean;
  /** A move keeps the booking's length; its treatments then only decide who may take it. */
  keepDurationMinutes?: number | undefined;
  /** Only times this member has free (not a member of the shop → 404, errorCode 8010). */
  teamMemberId?: string | undefined;
  /** A booking being moved does not stand in its own way. */
  excludeBookingId?: string | undefined;
}

export interface Availability {
  treatments: ChosenTreatment[];
  durationMinutes: number;
  query: SlotQuery;
  /** The shop's team members' names (may be empty: unnamed). */
  teamMemberNames: Map<string, string>;
}

/** Team members who perform every chosen treatment (none assigned to a treatment = everyone), in team order. */
export function eligibleMembers(
  team: readonly string[],
  serviceIds: readonly string[],
  assignments: readonly { treatmentId: string; teamMemberId: string }[],
): string[] {
  const assigned = new Map<string, Set<string>>();
  for (const row of assignments) {
    const set = assigned.get(row.treatmentId) ?? new Set<string>();
    set.add(row.teamMemberId);
    assigned.set(row.treatmentId, set);
  }
  return team.filter((member) =>
    serviceIds.every((serviceId) => {
      const set = assigned.get(serviceId);
      return !set || set.size === 0 || set.has(member);
    }),
  );
}

function checkedServiceIds(request: AvailabilityRequest): string[] {
  const ids = [...request.serviceIds];
  if (request.keepDurationMinutes !== undefined) return ids.filter(isUuid);
  if (ids.length === 0 || new Set(ids).size !== ids.length || !ids.every(isUuid))
    throw new AppError(ErrorCode.treatmentSelectionInvalid);
  return ids;
}

/**
 * Reads the shop's team and assignments, the chosen treatments, booking hours, closures and rules
 * touching the days, and the active bookings around them, and turns them into the slot engine's
 * query. Checks the treatments (8005) and the wished-for member (8010) on the way.
 */
export async function loadAvailability(
  db: Kysely<Database>,
  shop: ShopRow,
  request: AvailabilityRequest,
): Promise<Availability> {
  const serviceIds = checkedServiceIds(request);
  const { fromDate, toDate } = request;
  // Bookings a day either side: a range may end at 24:00 and bookings may be long.
  const busyFrom = new Date(startOfLocalDay(fromDate, shop.timezone) - dayMs);
  const busyTo = new Date(startOfLocalDay(addDays(toDate, 2), shop.timezone));
  const row = await readAvailabilityRows(db, shop.id, {
    serviceIds,
    fromDate,
    toDate,
    busyFrom,
    busyTo,
    excludeBookingId: request.excludeBookingId,
  });

  const found = new Map(row.treatments.map((treatment) => [treatment.id, treatment]));
  let treatments: ChosenTreatment[];
  let durationMinutes: number;
  if (request.keepDurationMinutes === undefined) {
    treatments = serviceIds.map((id) => {
      const treatment = found.get(id);
      if (!treatment || (!treatment.active && !request.includeInactive))
        throw new AppError(ErrorCode.treatmentSelectionInvalid);
      return treatment;
    });
    durationMinutes = treatments.reduce((sum, treatment) => sum + treatment.duration_minutes, 0);
  } else {
    treatments = serviceIds.flatMap((id) => found.get(id) ?? []);
    durationMinutes = request.keepDurationMinutes;
  }

  const team = row.team.map((member) => member.id);
  if (request.teamMemberId !== undefined && !team.includes(request.teamMemberId))
    throw new AppError(ErrorCode.teamMemberNotFound);
  return {
    treatments,
    durationMinutes,
    teamMemberNames: new Map(row.team.map((member) => [member.id, member.name])),
    query: {
      timezone: shop.timezone,
      fromDate,
      toDate,
      now: request.now,
      durationMinutes,
      stepMinutes: shop.slot_step_minutes,
      minLeadMinutes: request.staff ? 0 : shop.min_lead_minutes,
      horizonDays: request.staff ? staffHorizonDays : shop.horizon_days,
      // "09:00:00" → "09:00"; PostgreSQL keeps "24:00:00", the end of the day.
      openingHours: row.openingHours.map((range) => ({
        weekday: range.weekday,
        start: range.start_time.slice(0, 5),
        end: range.end_time.slice(0, 5),
      })),
      closures: row.closures,
      rules: row.rules,
      teamSize: team.length,
      eligibleTeamMemberIds: eligibleMembers(
        team,
        treatments.map((treatment) => treatment.id),
        row.assignments,
      ),
      teamMemberId: request.teamMemberId,
      bookings: row.bookings,
    },
  };
}
