// Reviews: a customer rates a completed visit once, the studio's page lists the visible reviews with
// their average, the studio answers publicly, and the global admin hides a review with a reason.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  moderatedReviewSchema,
  ownReviewSchema,
  publicReviewSchema,
  reviewAnswerWriteSchema,
  reviewHideWriteSchema,
  reviewListSchema,
  reviewWriteSchema,
} from '@studio/domain/review-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { itemParams, shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { answerReview } from './answer-review.ts';
import { createReview } from './create-review.ts';
import { hideReview } from './hide-review.ts';
import { listShopReviews } from './list-shop-reviews.ts';
import { presentModeratedReview, presentOwnReview } from './present-review.ts';
import { listOwnReviews, listReviewsForModeration } from './reviews.repo.ts';

const tags = ['reviews'];

export const reviewRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.post(
    '/me/bookings/:id/review',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Rate one of the caller’s completed visits, once',
        description:
          '`rating` 1 to 5, `text` optional (at most 2000 characters). Anything but the caller’s own completed visit not reviewed yet (someone else’s or an unknown booking, a visit not completed, a second review) → 409, errorCode 9409. The review shows the first name the booking was made in.',
        errorCodes: [ErrorCode.conflict, ErrorCode.bookingNotFound],
        params: itemParams(ErrorCode.bookingNotFound),
        body: reviewWriteSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async function reviewOwnVisit(request, reply) {
      const identity = requireIdentity(request);
      const created = await createReview(db, identity.uid, request.params.id, request.body, clock.now());
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/me/reviews',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'The caller’s own reviews, newest first (which visits are rated already)',
        response: { 200: z.array(ownReviewSchema) },
      },
    },
    async function listCallerReviews(request) {
      return (await listOwnReviews(db, requireIdentity(request).uid)).map(presentOwnReview);
    },
  );

  app.get(
    '/shops/:shopId/reviews',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The studio’s reviews, newest first, with their average and count (public)',
        description:
          'Hidden reviews are left out of the list, the average and the count. `average` has one decimal and is null while there is no review. At most 100 items.',
        params: shopParams,
        response: { 200: reviewListSchema },
      },
    },
    async function listStudioReviews(request) {
      return listShopReviews(db, shopOf(request).shop.id);
    },
  );

  app.post(
    '/shops/:shopId/reviews/:id/answer',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Answer a review publicly (shop admin); a new answer replaces the old one',
        description: 'A review of another studio or an unknown one → 404, errorCode 9404.',
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        body: reviewAnswerWriteSchema,
        response: { 200: publicReviewSchema },
      },
    },
    async function answerStudioReview(request) {
      return answerReview(db, shopOf(request).shop.id, request.params.id, request.body.answer, clock.now());
    },
  );

  app.get(
    '/reviews',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Every studio’s reviews, newest first, hidden ones with their reason (global admin)',
        description: 'At most 500.',
        response: { 200: z.array(moderatedReviewSchema) },
      },
    },
    async function listReviewsToModerate() {
      return (await listReviewsForModeration(db, 500)).map(presentModeratedReview);
    },
  );

  app.post(
    '/reviews/:id/hide',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Hide a review that breaks the rules, with the reason kept (global admin)',
        description: 'Unknown → 404, errorCode 9404; hidden already → 409, errorCode 8001.',
        errorCodes: [ErrorCode.notFound, ErrorCode.requestAlreadyHandled],
        params: itemParams(ErrorCode.notFound),
        body: reviewHideWriteSchema,
        response: { 200: moderatedReviewSchema },
      },
    },
    async function hideBrokenReview(request) {
      const identity = requireIdentity(request);
      return hideReview(db, request.params.id, {
        reason: request.body.reason,
        by: identity.uid,
        now: clock.now(),
      });
    },
  );
};
