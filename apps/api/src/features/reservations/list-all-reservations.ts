import type { Reservation, ReservationStatus } from '@studio/domain/reservation-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentReservation } from './present-reservation.ts';
import { listAllReservations as listAllReservationRows } from './reservations.repo.ts';

/** GET reservations (global admin): every shop's, optionally one shop's. */
export async function listAllReservations(
  db: Kysely<Database>,
  filter: { shopId?: string | undefined; status?: ReservationStatus | undefined },
  page: { limit: number; offset: number },
): Promise<Reservation[]> {
  return (await listAllReservationRows(db, filter, page)).map(presentReservation);
}
