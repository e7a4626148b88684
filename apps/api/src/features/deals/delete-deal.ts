import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteCatalogueDeal } from './deals.repo.ts';

/** DELETE deals/{id}: the deal leaves every shop, with its redemptions (global admin). */
export async function deleteDeal(db: Kysely<Database>, id: string): Promise<void> {
  if (!(await deleteCatalogueDeal(db, id))) throw new AppError(ErrorCode.dealNotFound);
}
