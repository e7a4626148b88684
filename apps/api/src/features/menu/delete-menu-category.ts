import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteEmptyCategory } from './menu.repo.ts';

/** Only an empty category goes (409 9409 while it holds articles: move or delete them first). */
export async function deleteMenuCategory(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  const outcome = await deleteEmptyCategory(db, shopId, id);
  if (outcome === 'missing') throw new AppError(ErrorCode.notFound);
  if (outcome === 'has-articles') throw new AppError(ErrorCode.conflict);
}
