import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteArticle } from './menu.repo.ts';

/** Takes an article off the menu at once (past orders keep their copied name and price). */
export async function deleteMenuArticle(db: Kysely<Database>, shopId: string, id: string): Promise<void> {
  if (!(await deleteArticle(db, shopId, id))) throw new AppError(ErrorCode.notFound);
}
