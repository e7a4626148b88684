import { randomUUID } from 'node:crypto';
import type { MenuArticle, menuArticleWriteSchema } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Identity } from '../../http/identity.ts';
import { submitApprovalRequest } from '../approvals/approvals.public.ts';
import { insertArticle } from './menu.repo.ts';
import { menuArticleValues, presentMenuArticle } from './present-menu-article.ts';
import { requireMenuCategory } from './require-menu-category.ts';

export type MenuArticleInput = z.output<typeof menuArticleWriteSchema>;

/**
 * A global admin's article is on the menu at once; a shop admin's waits, invisible to customers,
 * for a global admin's approval (subject `menu`, subject id = the article's id).
 */
export async function createMenuArticle(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  input: MenuArticleInput,
): Promise<MenuArticle> {
  await requireMenuCategory(db, shopId, input.categoryId);
  const published = identity.role === 'globalAdmin';
  return inTransaction(db, async (trx) => {
    const article = await insertArticle(trx, shopId, {
      id: randomUUID(),
      category_id: input.categoryId,
      name: input.name,
      description: input.description,
      price_cents: input.priceCents,
      allergens: input.allergens,
      additives: input.additives,
      image_url: input.imageUrl ?? null,
      available: input.available,
      published,
    });
    if (published) return presentMenuArticle(article, undefined);
    const approval = await submitApprovalRequest(trx, shopId, {
      subjectType: 'menu',
      subjectId: article.id,
      proposed: menuArticleValues(article),
      submittedBy: identity.uid,
    });
    return presentMenuArticle(article, { status: approval.status, payload: approval.payload });
  });
}
