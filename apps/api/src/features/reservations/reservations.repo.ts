// All SQL of reservations. Every function takes the shop first (the global admin's list names its
// filter instead).
import type { ReservationStatus } from '@studio/domain/reservation-contract';
import { type Kysely, sql } from 'kysely';
import type { Database, ReservationRow } from '../../db/schema.ts';

export interface ReservationSettingsRow {
  enabled: boolean;
  disabled_from: string | null;
  disabled_until: string | null;
}

export async function findReservationSettings(
  db: Kysely<Database>,
  shopId: string,
): Promise<ReservationSettingsRow> {
  const row = await db
    .selectFrom('reservation_settings')
    .select(['enabled', 'disabled_from', 'disabled_until'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row ?? { enabled: true, disabled_from: null, disabled_until: null };
}

export async function saveReservationSettings(
  db: Kysely<Database>,
  shopId: string,
  settings: ReservationSettingsRow,
): Promise<void> {
  await db
    .insertInto('reservation_settings')
    .values({ shop_id: shopId, ...settings })
    .onConflict((conflict) =>
      conflict.column('shop_id').doUpdateSet({ ...settings, updated_at: sql<Date>`now()` }),
    )
    .execute();
}

export interface NewReservation {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  phone: string | null;
  dateTime: Date;
  persons: number;
  locale: string;
}

export async function insertReservation(
  db: Kysely<Database>,
  shopId: string,
  reservation: NewReservation,
): Promise<void> {
  await db
    .insertInto('reservations')
    .values({
      id: reservation.id,
      shop_id: shopId,
      user_id: reservation.userId,
      name: reservation.name,
      email: reservation.email,
      phone: reservation.phone,
      date_time: reservation.dateTime,
      persons: reservation.persons,
      locale: reservation.locale,
    })
    .execute();
}

export function findReservation(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<ReservationRow | undefined> {
  return db
    .selectFrom('reservations')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Decides a reservation if, and only if, it is still pending and not yet passed (one decision wins). */
export function decidePendingReservation(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  decision: { status: Exclude<ReservationStatus, 'pending'>; decidedBy: string; now: Date },
): Promise<ReservationRow | undefined> {
  return db
    .updateTable('reservations')
    .set({ status: decision.status, decided_at: sql<Date>`now()`, decided_by: decision.decidedBy })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('date_time', '>', decision.now)
    .returningAll()
    .executeTakeFirst();
}

export interface ReservationListRow extends ReservationRow {
  shop_name: string;
  shop_timezone: string;
}

function reservationRows(
  db: Kysely<Database>,
  filter: { shopId?: string | undefined; status?: ReservationStatus | undefined },
  page: { limit: number; offset: number },
): Promise<ReservationListRow[]> {
  let query = db
    .selectFrom('reservations as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .selectAll('r')
    .select(['s.name as shop_name', 's.timezone as shop_timezone']);
  if (filter.shopId) query = query.where('r.shop_id', '=', filter.shopId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  const upcomingFirst = filter.status === 'pending';
  return query
    .orderBy(upcomingFirst ? 'r.date_time' : 'r.created_at', upcomingFirst ? 'asc' : 'desc')
    .orderBy('r.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The shop's reservations: pending ones soonest first, the others newest first. */
export function listShopReservations(
  db: Kysely<Database>,
  shopId: string,
  filter: { status?: ReservationStatus | undefined },
  page: { limit: number; offset: number },
): Promise<ReservationListRow[]> {
  return reservationRows(db, { status: filter.status, shopId }, page);
}

/** Every shop's reservations (the global admin), optionally of one shop. */
export function listAllReservations(
  db: Kysely<Database>,
  filter: { shopId?: string | undefined; status?: ReservationStatus | undefined },
  page: { limit: number; offset: number },
): Promise<ReservationListRow[]> {
  return reservationRows(db, filter, page);
}
