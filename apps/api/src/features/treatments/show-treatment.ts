import type { Treatment } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { presentTreatmentRows } from './present-treatment.ts';
import { findTreatmentRow } from './treatments.repo.ts';

/** One treatment; inactive ones only for the shop's admins. 9404 otherwise. */
export async function showTreatment(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
  options: { includeInactive: boolean },
): Promise<Treatment> {
  const row = await findTreatmentRow(db, shopId, serviceId);
  if (!row || (!row.active && !options.includeInactive)) throw new AppError(ErrorCode.notFound);
  const [treatment] = await presentTreatmentRows(db, shopId, [row]);
  if (!treatment) throw new AppError(ErrorCode.notFound);
  return treatment;
}
