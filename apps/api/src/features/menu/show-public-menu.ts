import type { PublicMenu } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listArticles, listCategories } from './menu.repo.ts';
import { presentPublicMenuArticle } from './present-menu-article.ts';

/** The customers' menu: approved, available articles by category; empty categories left out. */
export async function showPublicMenu(db: Kysely<Database>, shopId: string): Promise<PublicMenu> {
  const [categories, articles] = await Promise.all([
    listCategories(db, shopId),
    listArticles(db, shopId, { orderable: true }),
  ]);
  return {
    categories: categories
      .map((category) => ({
        id: category.id,
        name: category.name,
        articles: articles
          .filter((article) => article.category_id === category.id)
          .map(presentPublicMenuArticle),
      }))
      .filter((category) => category.articles.length > 0),
  };
}
