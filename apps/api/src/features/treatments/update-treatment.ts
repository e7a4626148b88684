import type { Treatment, treatmentUpdateSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { requireShopTeamMembers } from './require-shop-team-members.ts';
import { showTreatment } from './show-treatment.ts';
import {
  findTreatmentRow,
  replaceTreatmentExtras,
  replaceTreatmentTeam,
  updateTreatmentRow,
} from './treatments.repo.ts';

type TreatmentChange = z.output<typeof treatmentUpdateSchema>;

export async function updateTreatment(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  change: TreatmentChange,
): Promise<Treatment> {
  const existing = await findTreatmentRow(db, shopId, serviceId);
  if (!existing) throw new AppError(ErrorCode.notFound);
  if (change.teamMemberIds) await requireShopTeamMembers(db, shopId, change.teamMemberIds);
  await inTransaction(db, async (trx) => {
    await updateTreatmentRow(trx, shopId, existing.id, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.description !== undefined ? { description: change.description } : {}),
      ...(change.category !== undefined ? { category: change.category } : {}),
      ...(change.priceCents !== undefined ? { price_cents: change.priceCents } : {}),
      ...(change.durationMinutes !== undefined ? { duration_minutes: change.durationMinutes } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
      ...(change.position !== undefined ? { position: change.position } : {}),
      ...(change.refillIntervalDays !== undefined ? { refill_interval_days: change.refillIntervalDays } : {}),
    });
    if (change.teamMemberIds) await replaceTreatmentTeam(trx, shopId, existing.id, change.teamMemberIds);
    if (change.extras) await replaceTreatmentExtras(trx, shopId, existing.id, change.extras);
  });
  return showTreatment(db, shopId, existing.id, { includeInactive: true });
}
