import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findCategory } from './menu.repo.ts';

/** 400 with the field named when the category is not one of the shop's. */
export async function requireMenuCategory(
  db: Kysely<Database>,
  shopId: string,
  categoryId: string,
): Promise<void> {
  if (!(await findCategory(db, shopId, categoryId))) {
    throw new AppError(ErrorCode.invalidInput, { fields: { categoryId: 'unknown category' } });
  }
}
