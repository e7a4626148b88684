import { ErrorCode } from '@studio/domain/error-codes';
import type { MenuOrder } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { setPositions } from './menu.repo.ts';

/**
 * Drag and drop: categories take the order given, and each category's articles theirs. Positions
 * need no approval. An id that is not the shop's leaves everything as it was (404).
 */
export async function reorderMenu(db: Kysely<Database>, shopId: string, order: MenuOrder): Promise<void> {
  await inTransaction(db, async (trx) => {
    const categoryIds = order.categories.map((category) => category.id);
    if ((await setPositions(trx, shopId, 'menu_categories', categoryIds)) !== categoryIds.length) {
      throw new AppError(ErrorCode.notFound);
    }
    const articleIds = order.categories.flatMap((category) => category.articleIds);
    if ((await setPositions(trx, shopId, 'menu_articles', articleIds)) !== articleIds.length) {
      throw new AppError(ErrorCode.notFound);
    }
  });
}
