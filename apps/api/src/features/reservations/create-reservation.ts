import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Locale } from '@studio/domain/locale';
import {
  type CreateReservation,
  reservationHorizonDays,
  reservationsOpenOn,
} from '@studio/domain/reservation-contract';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, ShopRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { dayMs } from '../availability/availability.public.ts';
import { findReservationSettings, insertReservation } from './reservations.repo.ts';

/**
 * POST reservations (any identity, guests too): a request the shop approves or rejects. The date
 * is the shop's local date; while the shop takes no reservations on it: 409 8003. A time in the
 * past: 409 8002; more than a year ahead: 400 9400 on `dateTime`.
 */
export async function createReservation(
  db: Kysely<Database>,
  identity: Identity,
  shop: ShopRow,
  input: CreateReservation,
  options: { now: number; locale: Locale },
): Promise<{ id: string; status: 'pending' }> {
  const at = new Date(input.dateTime);
  if (at.getTime() <= options.now) throw new AppError(ErrorCode.requestExpired);
  if (at.getTime() > options.now + reservationHorizonDays * dayMs) {
    throw new AppError(ErrorCode.invalidInput, { problems: { dateTime: 'tooFarAhead' } });
  }
  const localDate =
    DateTime.fromJSDate(at, { zone: shop.timezone }).toISODate() ?? input.dateTime.slice(0, 10);
  if (!reservationsOpenOn(mapSettings(await findReservationSettings(db, shop.id)), localDate)) {
    throw new AppError(ErrorCode.shopNotTakingReservations);
  }
  const id = randomUUID();
  await insertReservation(db, shop.id, {
    id,
    userId: identity.uid,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    dateTime: at,
    persons: input.persons,
    locale: options.locale,
  });
  return { id, status: 'pending' };
}

function mapSettings(row: { enabled: boolean; disabled_from: string | null; disabled_until: string | null }) {
  return { enabled: row.enabled, disabledFrom: row.disabled_from, disabledUntil: row.disabled_until };
}
