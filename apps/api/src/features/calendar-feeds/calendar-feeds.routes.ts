// Calendar feeds: the owner makes a secret subscription address for a team member's appointments or
// the whole studio's, lists and revokes them; calendar apps fetch the address without a key.
import {
  calendarFeedListSchema,
  calendarFeedWriteSchema,
  createdCalendarFeedSchema,
} from '@studio/domain/calendar-feed-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { AppError } from '../../http/app-error.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { deleteCalendarFeed, listShopCalendarFeeds } from './calendar-feeds.repo.ts';
import { createCalendarFeed } from './create-calendar-feed.ts';
import { presentCalendarFeed } from './present-calendar-feed.ts';
import { renderCalendarFeed } from './render-calendar-feed.ts';

const tags = ['calendar-feeds'];

export const calendarFeedRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;

  app.post(
    '/shops/:shopId/calendar-feeds',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'A secret calendar subscription address, for a team member or the whole studio (owner)',
        description:
          'Without `teamMemberId` the feed holds every appointment of the studio. `url` answers `text/calendar` (iCalendar) without a key or token: it is shown only in this answer, so copy it now. Appointments from 30 days back to 365 days ahead, not cancelled ones, with the treatments and the client’s first name only. An unknown team member → 404, errorCode 8010.',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopParams,
        body: calendarFeedWriteSchema,
        response: { 201: createdCalendarFeedSchema },
      },
    },
    async function makeCalendarFeed(request, reply) {
      const created = await createCalendarFeed(db, shopOf(request).shop.id, request.body, {
        createdBy: requireIdentity(request).uid,
        publicUrl: config.publicUrl,
        now: clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/shops/:shopId/calendar-feeds',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'The studio’s calendar feeds, oldest first, without their addresses (owner)',
        params: shopParams,
        response: { 200: calendarFeedListSchema },
      },
    },
    async function listCalendarFeeds(request) {
      return (await listShopCalendarFeeds(db, shopOf(request).shop.id)).map(presentCalendarFeed);
    },
  );

  app.delete(
    '/shops/:shopId/calendar-feeds/:id',
    {
      config: { access: access.shopOwner },
      schema: {
        tags,
        summary: 'Revoke a calendar feed (owner); its address answers 404 from then on',
        description: 'Unknown or another studio’s → 404, errorCode 9404.',
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        response: { 204: z.null() },
      },
    },
    async function revokeCalendarFeed(request, reply) {
      if (!(await deleteCalendarFeed(db, shopOf(request).shop.id, request.params.id)))
        throw new AppError(ErrorCode.notFound);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar-feeds/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A calendar feed as iCalendar (no key: the secret address is the permission)',
        description: 'Unknown or revoked → 404, errorCode 9404.',
        errorCodes: [ErrorCode.notFound],
        params: z.object({ token: z.string().max(200) }),
        nonJsonAnswers: { 200: 'text/calendar' },
      },
    },
    async function fetchCalendarFeed(request, reply) {
      const text = await renderCalendarFeed(db, request.params.token, clock.now());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
};
