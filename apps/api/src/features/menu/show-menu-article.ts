import { ErrorCode } from '@studio/domain/error-codes';
import type { MenuArticle } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { findPendingApproval } from '../approvals/approvals.public.ts';
import { findArticle } from './menu.repo.ts';
import { presentMenuArticle } from './present-menu-article.ts';

export async function showMenuArticle(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<MenuArticle> {
  const article = await findArticle(db, shopId, id);
  if (!article) throw new AppError(ErrorCode.notFound);
  const pending = await findPendingApproval(db, shopId, 'menu', id);
  if (pending) return presentMenuArticle(article, { status: 'pending', payload: pending.payload });
  if (article.published) return presentMenuArticle(article, undefined);
  // Never approved: pending, or rejected when its last request was.
  return presentMenuArticle(article, { status: 'rejected', payload: {} });
}
