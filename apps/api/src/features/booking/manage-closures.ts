// Closure times (unavailabilities: whole local days) and booking rules (concurrent capacity).
// Both disappear 48 hours after their end (jobs/cleanup-closures.ts).
import { randomUUID } from 'node:crypto';
import type {
  BookingRule,
  bookingRuleUpdateSchema,
  bookingRuleWriteSchema,
  Unavailability,
  unavailabilityUpdateSchema,
  unavailabilityWriteSchema,
} from '@studio/domain/booking-contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from './booking-ids.ts';
import { presentBookingRule, presentUnavailability } from './booking-presenters.ts';
import {
  findBookingRuleRow,
  findUnavailabilityRow,
  listBookingRuleRows,
  listUnavailabilityRows,
} from './closures.repo.ts';

/** 9400 naming endDate when a period ends before it starts. */
function requireOrderedDates(startDate: string, endDate: string | null): void {
  if (endDate !== null && endDate < startDate) throw new AppError(9400, { problems: { endDate: 'invalid' } });
}

// --- Closures

export async function listUnavailabilities(db: Kysely<Database>, shopId: string): Promise<Unavailability[]> {
  return (await listUnavailabilityRows(db, shopId)).map(presentUnavailability);
}

export async function showUnavailability(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<Unavailability> {
  const row = isUuid(id) ? await findUnavailabilityRow(db, shopId, id) : undefined;
  if (!row) throw new AppError(8004);
  return presentUnavailability(row);
}

export async function createUnavailability(
  db: Kysely<Database>,
  shopId: string,
  input: z.output<typeof unavailabilityWriteSchema>,
): Promise<Unavailability> {
  requireOrderedDates(input.startDate, input.endDate);
  const row = await db
    .insertInto('unavailabilities')
    .values({
      id: randomUUID(),
      shop_id: shopId,
      start_date: input.startDate,
      end_date: input.endDate,
      reason: input.reason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentUnavailability(row);
}

export async function updateUnavailability(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  change: z.output<typeof unavailabilityUpdateSchema>,
): Promise<Unavailability> {
  const existing = isUuid(id) ? await findUnavailabilityRow(db, shopId, id) : undefined;
  if (!existing) throw new AppError(8004);
  const startDate = change.startDate ?? existing.start_date;
  const endDate = change.endDate ?? existing.end_date;
  requireOrderedDates(startDate, endDate);
  const row = await db
    .updateTable('unavailabilities')
    .set({
      start_date: startDate,
      end_date: endDate,
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(8004);
  return presentUnavailability(row);
}

export async function deleteUnavailability(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(8004);
  const result = await db
    .deleteFrom('unavailabilities')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(8004);
}

// --- Booking rules

export async function listBookingRules(db: Kysely<Database>, shopId: string): Promise<BookingRule[]> {
  return (await listBookingRuleRows(db, shopId)).map(presentBookingRule);
}

export async function showBookingRule(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<BookingRule> {
  const row = isUuid(id) ? await findBookingRuleRow(db, shopId, id) : undefined;
  if (!row) throw new AppError(8008);
  return presentBookingRule(row);
}

export async function createBookingRule(
  db: Kysely<Database>,
  shopId: string,
  input: z.output<typeof bookingRuleWriteSchema>,
): Promise<BookingRule> {
  requireOrderedDates(input.startDate, input.endDate);
  const row = await db
    .insertInto('booking_rules')
    .values({
      id: randomUUID(),
      shop_id: shopId,
      start_date: input.startDate,
      end_date: input.endDate,
      slots: input.slots,
      reason: input.reason,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentBookingRule(row);
}

export async function updateBookingRule(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  change: z.output<typeof bookingRuleUpdateSchema>,
): Promise<BookingRule> {
  const existing = isUuid(id) ? await findBookingRuleRow(db, shopId, id) : undefined;
  if (!existing) throw new AppError(8008);
  const startDate = change.startDate ?? existing.start_date;
  const endDate = change.endDate === undefined ? existing.end_date : change.endDate;
  requireOrderedDates(startDate, endDate);
  const row = await db
    .updateTable('booking_rules')
    .set({
      start_date: startDate,
      end_date: endDate,
      ...(change.slots !== undefined ? { slots: change.slots } : {}),
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(8008);
  return presentBookingRule(row);
}

export async function deleteBookingRule(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError(8008);
  const result = await db
    .deleteFrom('booking_rules')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError(8008);
}
