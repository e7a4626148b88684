import type { Treatment } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database, TreatmentRow } from '../../db/schema.ts';
import { findTreatmentDetails, type TreatmentDetails } from './treatments.repo.ts';

export function presentTreatment(row: TreatmentRow, details: TreatmentDetails): Treatment {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    priceCents: row.price_cents,
    durationMinutes: row.duration_minutes,
    active: row.active,
    position: row.position,
    teamMemberIds: details.teamMemberIds.get(row.id) ?? [],
    extras: details.extras.get(row.id) ?? [],
    refillIntervalDays: row.refill_interval_days,
  };
}

/** Treatment rows with who performs them and their extra prices. */
export async function presentTreatmentRows(
  db: Kysely<Database>,
  shopId: string,
  rows: TreatmentRow[],
): Promise<Treatment[]> {
  const details = await findTreatmentDetails(
    db,
    shopId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentTreatment(row, details));
}
