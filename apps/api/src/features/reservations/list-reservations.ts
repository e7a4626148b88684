import type { Reservation, ReservationStatus } from '@studio/domain/reservation-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentReservation } from './present-reservation.ts';
import { listShopReservations } from './reservations.repo.ts';

/** The shop's reservations; pending ones soonest first. */
export async function listReservationsOfShop(
  db: Kysely<Database>,
  shopId: string,
  filter: { status?: ReservationStatus | undefined },
  page: { limit: number; offset: number },
): Promise<Reservation[]> {
  return (await listShopReservations(db, shopId, filter, page)).map(presentReservation);
}
