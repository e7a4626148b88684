// A menu article as an approval subject (subject id: the article's id). Approving makes the
// proposed values live and publishes a new article.
import { ErrorCode } from '@studio/domain/error-codes';
import { menuArticleChangeSchema } from '@studio/domain/menu-contract';
import { AppError } from '../../http/app-error.ts';
import { type ApprovalSubject, subjectKey } from '../approvals/approvals.public.ts';
import { findArticlesOf, findCategory, updateArticle } from './menu.repo.ts';
import { menuArticleValues } from './present-menu-article.ts';

export const menuArticleApprovalSubject: ApprovalSubject = {
  async current(db, subjects) {
    const articles = await findArticlesOf(
      db,
      subjects.map(({ shopId, subjectId }) => ({ shopId, articleId: subjectId })),
    );
    return new Map(
      articles
        .filter((article) => article.published)
        .map((article) => [
          subjectKey({ shopId: article.shop_id, subjectId: article.id }),
          menuArticleValues(article),
        ]),
    );
  },

  async apply(trx, shopId, subjectId, proposed) {
    const change = menuArticleChangeSchema.strict().safeParse(proposed);
    if (!change.success) {
      const fields = Object.fromEntries(
        change.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );
      throw new AppError(ErrorCode.invalidInput, { fields });
    }
    const { name, description, priceCents, categoryId, allergens, additives, imageUrl } = change.data;
    if (categoryId !== undefined && !(await findCategory(trx, shopId, categoryId))) {
      throw new AppError(ErrorCode.invalidInput, { fields: { categoryId: 'unknown category' } });
    }
    const updated = await updateArticle(trx, shopId, subjectId, {
      ...(name !== undefined ? { name } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(priceCents !== undefined ? { price_cents: priceCents } : {}),
      ...(categoryId !== undefined ? { category_id: categoryId } : {}),
      ...(allergens !== undefined ? { allergens } : {}),
      ...(additives !== undefined ? { additives } : {}),
      ...(imageUrl !== undefined ? { image_url: imageUrl } : {}),
      published: true,
    });
    if (!updated) throw new AppError(ErrorCode.notFound);
  },
};
