import type { Treatment } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentTreatmentRows } from './present-treatment.ts';
import { listTreatmentRows } from './treatments.repo.ts';

export async function listTreatments(
  db: Kysely<Database>,
  shopId: string,
  options: { includeInactive: boolean },
): Promise<Treatment[]> {
  return presentTreatmentRows(
    db,
    shopId,
    await listTreatmentRows(db, shopId, { activeOnly: !options.includeInactive }),
  );
}
