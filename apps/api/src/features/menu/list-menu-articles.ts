import type { MenuArticle } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { findLatestArticleApprovals, listArticles } from './menu.repo.ts';
import { presentMenuArticle } from './present-menu-article.ts';

/** The shop admin's view: every article with its approval state, in menu order. */
export async function listMenuArticles(db: Kysely<Database>, shopId: string): Promise<MenuArticle[]> {
  const [articles, approvals] = await Promise.all([
    listArticles(db, shopId),
    findLatestArticleApprovals(db, shopId),
  ]);
  return articles.map((article) => presentMenuArticle(article, approvals.get(article.id)));
}
