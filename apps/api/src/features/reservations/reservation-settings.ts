import type { ReservationSettings } from '@studio/domain/reservation-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findReservationSettings, saveReservationSettings } from './reservations.repo.ts';

export interface ReservationSettingsAnswer {
  enabled: boolean;
  disabledFrom: string | null;
  disabledUntil: string | null;
}

export async function showReservationSettings(
  db: Kysely<Database>,
  shopId: string,
): Promise<ReservationSettingsAnswer> {
  const row = await findReservationSettings(db, shopId);
  return { enabled: row.enabled, disabledFrom: row.disabled_from, disabledUntil: row.disabled_until };
}

/** PUT replaces all three fields: an omitted one is null (no disabledFrom re-enables). */
export async function changeReservationSettings(
  db: Kysely<Database>,
  shopId: string,
  settings: ReservationSettings,
): Promise<ReservationSettingsAnswer> {
  await saveReservationSettings(db, shopId, {
    enabled: settings.enabled,
    disabled_from: settings.disabledFrom ?? null,
    disabled_until: settings.disabledUntil ?? null,
  });
  return showReservationSettings(db, shopId);
}
