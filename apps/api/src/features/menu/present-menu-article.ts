import type { MenuArticle, MenuArticleChange, PublicMenuArticle } from '@studio/domain/menu-contract';
import type { MenuArticleRow } from '../../db/schema.ts';

export function presentPublicMenuArticle(row: MenuArticleRow): PublicMenuArticle {
  return {
    id: row.id,
    categoryId: row.category_id,
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    allergens: row.allergens,
    additives: row.additives,
    imageUrl: row.image_url,
    available: row.available,
  };
}

/** The approval-bound values of an article by API field name (what an approval proposes). */
export function menuArticleValues(row: MenuArticleRow): Required<MenuArticleChange> {
  return {
    name: row.name,
    description: row.description,
    priceCents: row.price_cents,
    categoryId: row.category_id,
    allergens: row.allergens,
    additives: row.additives,
    imageUrl: row.image_url,
  };
}

export function presentMenuArticle(
  row: MenuArticleRow,
  latestApproval: { status: string; payload: Record<string, unknown> } | undefined,
): MenuArticle {
  const waiting = latestApproval?.status === 'pending';
  const approvalState = row.published
    ? waiting
      ? 'changePending'
      : 'live'
    : latestApproval?.status === 'rejected'
      ? 'rejected'
      : 'pending';
  return {
    ...presentPublicMenuArticle(row),
    position: row.position,
    approvalState,
    pendingChange: row.published && waiting ? (latestApproval.payload as MenuArticleChange) : null,
  };
}
