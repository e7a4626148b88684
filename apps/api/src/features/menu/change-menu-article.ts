import { ErrorCode } from '@studio/domain/error-codes';
import type { MenuArticle, MenuArticleChange } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { findPendingApproval, submitApprovalRequest } from '../approvals/approvals.public.ts';
import type { MenuArticleInput } from './create-menu-article.ts';
import { findArticle, updateArticle } from './menu.repo.ts';
import { menuArticleValues } from './present-menu-article.ts';
import { requireMenuCategory } from './require-menu-category.ts';
import { showMenuArticle } from './show-menu-article.ts';

function changedFields(
  live: Required<MenuArticleChange>,
  next: Required<MenuArticleChange>,
): MenuArticleChange {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof MenuArticleChange)[]) {
    if (JSON.stringify(live[key]) !== JSON.stringify(next[key])) changed[key] = next[key];
  }
  return changed as MenuArticleChange;
}

/**
 * PUT (whole body). Availability ("sold out") applies at once. The other fields: a global admin's
 * change applies at once; a shop admin's change to a live article waits for approval while
 * customers keep the live values; a never-approved article takes the values and its request
 * waits again (resubmitted after a rejection).
 */
export async function changeMenuArticle(
  db: Kysely<Database>,
  identity: Identity,
  shopId: string,
  id: string,
  input: MenuArticleInput,
): Promise<MenuArticle> {
  const article = await findArticle(db, shopId, id);
  if (!article) throw new AppError(ErrorCode.notFound);
  await requireMenuCategory(db, shopId, input.categoryId);
  const next: Required<MenuArticleChange> = {
    name: input.name,
    description: input.description,
    priceCents: input.priceCents,
    categoryId: input.categoryId,
    allergens: input.allergens,
    additives: input.additives,
    imageUrl: input.imageUrl ?? null,
  };
  const columns = {
    category_id: next.categoryId,
    name: next.name,
    description: next.description,
    price_cents: next.priceCents,
    allergens: input.allergens,
    additives: next.additives,
    image_url: next.imageUrl,
  };
  await inTransaction(db, async (trx) => {
    if (identity.role === 'globalAdmin') {
      await updateArticle(trx, shopId, id, { ...columns, available: input.available });
      return;
    }
    await updateArticle(trx, shopId, id, { available: input.available });
    if (!article.published) {
      await updateArticle(trx, shopId, id, columns);
      await submitApprovalRequest(trx, shopId, {
        subjectType: 'menu',
        subjectId: id,
        proposed: next,
        submittedBy: identity.uid,
      });
      return;
    }
    const changed = changedFields(menuArticleValues(article), next);
    // Going back to the live values still has to replace a waiting change.
    if (Object.keys(changed).length > 0 || (await findPendingApproval(trx, shopId, 'menu', id))) {
      await submitApprovalRequest(trx, shopId, {
        subjectType: 'menu',
        subjectId: id,
        proposed: Object.keys(changed).length > 0 ? changed : next,
        submittedBy: identity.uid,
      });
    }
  });
  return showMenuArticle(db, shopId, id);
}
