import type { Booking } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { BookingRow, Database, ShopRow } from '../../db/schema.ts';
import { shopIso } from '../availability/availability.public.ts';
import { type BookedTreatment, findBookingTreatments } from './bookings.repo.ts';

/** The treatments as booked (name, price and duration kept from then) and their total. */
export function presentBookedTreatments(treatments: readonly BookedTreatment[]) {
  return {
    services: treatments.map((treatment) => ({
      id: treatment.treatment_id,
      name: treatment.name,
      priceCents: treatment.price_cents,
      durationMinutes: treatment.duration_minutes,
    })),
    totalPriceCents: treatments.reduce((sum, treatment) => sum + treatment.price_cents, 0),
  };
}

export function presentBooking(
  row: BookingRow,
  treatments: readonly BookedTreatment[],
  timezone: string,
): Booking {
  return {
    id: row.id,
    shopId: row.shop_id,
    status: row.status,
    source: row.source,
    start: shopIso(row.start_at, timezone),
    end: shopIso(row.end_at, timezone),
    teamMemberId: row.team_member_id,
    preferredTeamMemberId: row.preferred_team_member_id,
    serviceIds: treatments.flatMap((treatment) => (treatment.treatment_id ? [treatment.treatment_id] : [])),
    ...presentBookedTreatments(treatments),
    durationMinutes: Math.round((row.end_at.getTime() - row.start_at.getTime()) / 60_000),
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    notes: row.notes,
    clientId: row.client_id,
    ...(row.cancelled_by ? { cancelledBy: row.cancelled_by } : {}),
    confirmedByCustomerAt: row.customer_confirmed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A booking as its customer sees it: without the studio's own client record. */
export function asCustomerSees(booking: Booking): Booking {
  const { clientId: _studioRecord, ...seen } = booking;
  return seen;
}

export async function presentBookingRows(
  db: Kysely<Database>,
  shop: ShopRow,
  rows: readonly BookingRow[],
): Promise<Booking[]> {
  const treatments = await findBookingTreatments(
    db,
    shop.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentBooking(row, treatments.get(row.id) ?? [], shop.timezone));
}
