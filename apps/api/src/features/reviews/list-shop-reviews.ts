// GET shops/{shopId}/reviews: the studio's visible reviews, newest first, with their average and
// count over every visible review (not only the listed ones).
import { type ReviewList, reviewListMax } from '@studio/domain/review-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentReview } from './present-review.ts';
import { listVisibleShopReviews, shopRatingRows } from './reviews.repo.ts';

export interface ShopRating {
  average: number | null;
  count: number;
}

/** One decimal, as stars are shown. */
const roundedAverage = (average: number) => Math.round(average * 10) / 10;

/** The rating of each shop named; a shop without visible reviews has average null and count 0. */
export async function findShopRatings(
  db: Kysely<Database>,
  shopIds: string[],
): Promise<Map<string, ShopRating>> {
  const rows = await shopRatingRows(db, shopIds);
  const ratings = new Map<string, ShopRating>(shopIds.map((id) => [id, { average: null, count: 0 }]));
  for (const row of rows)
    ratings.set(row.shop_id, { average: roundedAverage(row.average), count: row.count });
  return ratings;
}

export async function listShopReviews(db: Kysely<Database>, shopId: string): Promise<ReviewList> {
  const [rows, ratings] = await Promise.all([
    listVisibleShopReviews(db, shopId, reviewListMax),
    findShopRatings(db, [shopId]),
  ]);
  const rating = ratings.get(shopId) ?? { average: null, count: 0 };
  return { ...rating, items: rows.map(presentReview) };
}
