// Treatments and prices of a shop.
import type { Treatment, treatmentWriteSchema } from '@studio/domain/booking-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { requireShopTeamMembers } from './require-shop-team-members.ts';
import { showTreatment } from './show-treatment.ts';
import {
  insertTreatment,
  nextTreatmentPosition,
  replaceTreatmentExtras,
  replaceTreatmentTeam,
} from './treatments.repo.ts';

type TreatmentInput = z.output<typeof treatmentWriteSchema>;

export async function createTreatment(
  db: Kysely<Database>,
  shopId: string,
  input: TreatmentInput,
): Promise<Treatment> {
  await requireShopTeamMembers(db, shopId, input.teamMemberIds);
  const row = await inTransaction(db, async (trx) => {
    const inserted = await insertTreatment(trx, shopId, {
      name: input.name,
      description: input.description,
      category: input.category,
      price_cents: input.priceCents,
      duration_minutes: input.durationMinutes,
      active: input.active,
      refill_interval_days: input.refillIntervalDays,
      position: input.position ?? (await nextTreatmentPosition(trx, shopId)),
    });
    await replaceTreatmentTeam(trx, shopId, inserted.id, input.teamMemberIds);
    await replaceTreatmentExtras(trx, shopId, inserted.id, input.extras);
    return inserted;
  });
  return showTreatment(db, shopId, row.id, { includeInactive: true });
}
