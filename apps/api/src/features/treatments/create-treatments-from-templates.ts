import type { Treatment } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { findTreatmentTemplate } from '@studio/domain/treatment-templates';
import type { Kysely } from 'kysely';
import type { Database, TreatmentRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { presentTreatmentRows } from './present-treatment.ts';
import { insertTreatment, nextTreatmentPosition, replaceTreatmentExtras } from './treatments.repo.ts';

/** Creates treatments from templates, in the order given, after the existing ones (8102 for an unknown id). */
export async function createTreatmentsFromTemplates(
  db: Kysely<Database>,
  shopId: string,
  templateIds: readonly string[],
): Promise<Treatment[]> {
  const templates = templateIds.map((id) => {
    const template = findTreatmentTemplate(id);
    if (!template) throw new AppError(ErrorCode.treatmentTemplateNotFound);
    return template;
  });
  const rows = await inTransaction(db, async (trx) => {
    const first = await nextTreatmentPosition(trx, shopId);
    const inserted: TreatmentRow[] = [];
    for (const [index, template] of templates.entries()) {
      const row = await insertTreatment(trx, shopId, {
        name: template.name,
        description: template.description,
        category: template.category,
        price_cents: template.priceCents,
        duration_minutes: template.durationMinutes,
        position: first + index,
      });
      await replaceTreatmentExtras(trx, shopId, row.id, template.extras);
      inserted.push(row);
    }
    return inserted;
  });
  return presentTreatmentRows(db, shopId, rows);
}
