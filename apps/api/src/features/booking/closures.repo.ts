// Closure times (unavailabilities) and booking rules (concurrent capacity) of a shop.
import type { Kysely } from 'kysely';
import type { BookingRuleRow, Database, UnavailabilityRow } from '../../db/schema.ts';

export function listUnavailabilityRows(db: Kysely<Database>, shopId: string): Promise<UnavailabilityRow[]> {
  return db
    .selectFrom('unavailabilities')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('start_date')
    .orderBy('end_date')
    .orderBy('id')
    .execute();
}

export function findUnavailabilityRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<UnavailabilityRow | undefined> {
  return db
    .selectFrom('unavailabilities')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listBookingRuleRows(db: Kysely<Database>, shopId: string): Promise<BookingRuleRow[]> {
  return db
    .selectFrom('booking_rules')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

export function findBookingRuleRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<BookingRuleRow | undefined> {
  return db
    .selectFrom('booking_rules')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}
