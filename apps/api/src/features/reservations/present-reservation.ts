import type { Reservation } from '@studio/domain/reservation-contract';
import type { ReservationListRow } from './reservations.repo.ts';

export function presentReservation(row: ReservationListRow): Reservation {
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    shopTimezone: row.shop_timezone,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dateTime: row.date_time.toISOString(),
    persons: row.persons,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
