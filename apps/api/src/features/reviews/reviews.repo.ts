// All SQL of reviews. A studio's reads take the shop first; the moderation list reads across shops.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

const reviewColumns = [
  'r.id',
  'r.shop_id',
  'r.booking_id',
  'r.author_name',
  'r.rating',
  'r.text',
  'r.answer',
  'r.answered_at',
  'r.hidden_at',
  'r.hidden_reason',
  'r.created_at',
] as const;

/** The caller's own booking with what a review needs of it; undefined when it is not theirs. */
export function findOwnBookingForReview(db: Kysely<Database>, userId: string, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'shop_id', 'status', 'customer_name'])
    .where('id', '=', bookingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Inserts the review; false when the visit has one already (the booking is the key). */
export async function insertReview(
  db: Kysely<Database>,
  review: {
    id: string;
    shopId: string;
    bookingId: string;
    userId: string;
    authorName: string;
    rating: number;
    text: string | null;
    createdAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('reviews')
    .values({
      id: review.id,
      shop_id: review.shopId,
      booking_id: review.bookingId,
      user_id: review.userId,
      author_name: review.authorName,
      rating: review.rating,
      text: review.text,
      created_at: review.createdAt,
    })
    .onConflict((conflict) => conflict.column('booking_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function listVisibleShopReviews(db: Kysely<Database>, shopId: string, limit: number) {
  return db
    .selectFrom('reviews as r')
    .select(reviewColumns)
    .where('r.shop_id', '=', shopId)
    .where('r.hidden_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Average and count of the visible reviews of each shop named (shops without any are left out). */
export async function shopRatingRows(db: Kysely<Database>, shopIds: string[]) {
  if (shopIds.length === 0) return [];
  return db
    .selectFrom('reviews')
    .select([
      'shop_id',
      sql<number>`avg(rating)::float8`.as('average'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('shop_id', 'in', shopIds)
    .where('hidden_at', 'is', null)
    .groupBy('shop_id')
    .execute();
}

export function listOwnReviews(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('reviews')
    .select(['id', 'booking_id', 'shop_id', 'rating', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

export function findShopReview(db: Kysely<Database>, shopId: string, id: string) {
  return db
    .selectFrom('reviews as r')
    .select(reviewColumns)
    .where('r.shop_id', '=', shopId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function recordAnswer(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  answer: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('reviews')
    .set({ answer, answered_at: at })
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The moderation list: every studio's reviews, newest first, hidden ones too. */
export function listReviewsForModeration(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .select([...reviewColumns, 's.name as shop_name'])
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .execute();
}

export function findReviewForModeration(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('shops as s', 's.id', 'r.shop_id')
    .select([...reviewColumns, 's.name as shop_name'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** Hides a visible review with its reason; false when it is unknown or hidden already. */
export async function recordHidden(
  db: Kysely<Database>,
  id: string,
  hide: { reason: string; by: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .updateTable('reviews')
    .set({ hidden_at: hide.at, hidden_reason: hide.reason, hidden_by: hide.by })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/**
 * Claims the completed visits whose review request is due: ended at most `withinMs` before `now`,
 * by a signed-in customer with an email, not yet asked and not yet reviewed. The claim commits with
 * the caller's transaction before any mail is written, so a visit is asked once.
 */
export function claimDueReviewRequests(
  db: Kysely<Database>,
  window: { now: Date; withinMs: number; limit: number },
) {
  const since = new Date(window.now.getTime() - window.withinMs);
  return db
    .updateTable('bookings')
    .set({ review_requested_at: window.now })
    .where(
      'id',
      'in',
      db
        .selectFrom('bookings as b')
        .select('b.id')
        .where('b.status', '=', 'completed')
        .where('b.review_requested_at', 'is', null)
        .where('b.user_id', 'is not', null)
        .where('b.customer_email', 'is not', null)
        .where('b.end_at', '<=', window.now)
        .where('b.end_at', '>', since)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('reviews').select('reviews.id').whereRef('reviews.booking_id', '=', 'b.id'))),
        )
        // A customer who switched the review mails off is not asked.
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('users')
              .select('users.id')
              .whereRef('users.id', '=', 'b.user_id')
              .where('users.review_request_mails', '=', true),
          ),
        )
        .orderBy('b.end_at')
        .limit(window.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'shop_id', 'customer_name', 'customer_email', 'locale'])
    .execute();
}
