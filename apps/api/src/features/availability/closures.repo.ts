// Closure times (unavailabilities) and booking rules (concurrent capacity) of a shop.
import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type {
  BookingRuleRow,
  BookingRulesTable,
  ClosureRow,
  ClosuresTable,
  Database,
} from '../../db/schema.ts';

export function listClosureRows(db: Kysely<Database>, shopId: string): Promise<ClosureRow[]> {
  return db
    .selectFrom('closures')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('start_date')
    .orderBy('end_date')
    .orderBy('id')
    .execute();
}

export function findClosureRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<ClosureRow | undefined> {
  return db
    .selectFrom('closures')
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

export function insertClosure(
  db: Kysely<Database>,
  shopId: string,
  values: Omit<Insertable<ClosuresTable>, 'id' | 'shop_id'>,
): Promise<ClosureRow> {
  return db
    .insertInto('closures')
    .values({ ...values, id: randomUUID(), shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateClosureRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  changes: Updateable<ClosuresTable>,
): Promise<ClosureRow | undefined> {
  return db
    .updateTable('closures')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** False when the shop has no such closure. */
export async function deleteClosureRow(db: Kysely<Database>, shopId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('closures')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function insertBookingRule(
  db: Kysely<Database>,
  shopId: string,
  values: Omit<Insertable<BookingRulesTable>, 'id' | 'shop_id'>,
): Promise<BookingRuleRow> {
  return db
    .insertInto('booking_rules')
    .values({ ...values, id: randomUUID(), shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateBookingRuleRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  changes: Updateable<BookingRulesTable>,
): Promise<BookingRuleRow | undefined> {
  return db
    .updateTable('booking_rules')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** False when the shop has no such rule. */
export async function deleteBookingRuleRow(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('booking_rules')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// The cleanup job works across every shop: the two statements below are its own, not a shop's.

/** Row-locks (skipping rows another instance holds) periods whose end date is before `endedBefore`. */
export async function claimEndedPeriods(
  trx: Kysely<Database>,
  table: 'closures' | 'booking_rules',
  options: { endedBefore: string; limit: number },
): Promise<{ id: string; end_date: string; timezone: string }[]> {
  const { rows } = await sql<{ id: string; end_date: string; timezone: string }>`
    SELECT t.id, t.end_date, s.timezone
    FROM ${sql.table(table)} AS t JOIN shops AS s ON s.id = t.shop_id
    WHERE t.end_date IS NOT NULL AND t.end_date < ${options.endedBefore}
    ORDER BY t.end_date
    LIMIT ${options.limit}
    FOR UPDATE OF t SKIP LOCKED`.execute(trx);
  return rows;
}

export async function deletePeriods(
  trx: Kysely<Database>,
  table: 'closures' | 'booking_rules',
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await sql`DELETE FROM ${sql.table(table)} WHERE id IN (${sql.join([...ids])})`.execute(trx);
}
