import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteTreatmentRow } from './treatments.repo.ts';

/** Deletes a treatment; bookings keep its name, price and duration. */
export async function deleteTreatment(
  db: Kysely<Database>,
  shopId: string,
  serviceId: string,
): Promise<void> {
  if (!(await deleteTreatmentRow(db, shopId, serviceId))) throw new AppError(ErrorCode.notFound);
}
