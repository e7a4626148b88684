// When a shop can be booked: booking hours and free times (public while the shop is visible),
// closures and booking rules (its admins).

import {
  bookingRuleSchema,
  bookingRuleUpdateSchema,
  bookingRuleWriteSchema,
  closureTimeSchema,
  closureTimeUpdateSchema,
  closureTimeWriteSchema,
  openingHoursSchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { acceptedEncoding, varyOnEncoding } from '../../http/answer-encoding.ts';
import { freeSlotsQueryExample } from '../../http/booking-flow-examples.ts';
import {
  countInDatabase,
  countInProcess,
  rateLimitBucket,
  resolveRateLimits,
} from '../../http/rate-limits.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { createBookingRule } from './create-booking-rule.ts';
import { createClosure } from './create-closure.ts';
import { deleteBookingRule } from './delete-booking-rule.ts';
import { deleteClosure } from './delete-closure.ts';
import {
  answerLifetime,
  createFreeSlotsCache,
  type FreeSlotsCache,
  freeSlotsKey,
} from './free-slots-cache.ts';
import { listBookingRules } from './list-booking-rules.ts';
import { listClosures } from './list-closures.ts';
import { listFreeSlots } from './list-free-slots.ts';
import { replaceOpeningHours } from './replace-opening-hours.ts';
import { showBookingRule } from './show-booking-rule.ts';
import { showClosure } from './show-closure.ts';
import { showOpeningHours } from './show-opening-hours.ts';
import { updateBookingRule } from './update-booking-rule.ts';
import { updateClosure } from './update-closure.ts';

export const availabilityRoutes: FastifyPluginAsyncZod<RouteDeps & { freeSlots?: FreeSlotsCache }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const limits = resolveRateLimits(deps.rateLimits);
  const freeSlots = deps.freeSlots ?? createFreeSlotsCache();
  // Counted per request: in memory when this process is the database's only user.
  const countSearch = deps.soleProcess
    ? countInProcess(limits.slotsPerIp, () => Date.now())
    : countInDatabase(db, limits.slotsPerIp);

  app.get(
    '/shops/:shopId/slots',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking'],
        summary: 'Free times for a selection of treatments (public)',
        description:
          'Slots last the sum of the chosen treatments’ durations, start every `slotStepMinutes` (15) of local time inside an open range and end inside it, avoid closures, lie at least `minLeadMinutes` ahead and at most `horizonDays` ahead (the range is cut to that), never exceed the capacity (the booking rule with the latest start date covering the day, else the team size) and never use a busy member. `teamMemberIds`: members who perform every chosen treatment and are free for the whole slot. Times are ISO 8601 with the shop’s offset. Empty, unknown or inactive `serviceIds` → 400, errorCode 8005; unknown `teamMemberId` → 404, errorCode 8010. One request covers at most 31 days (400, errorCode 9400 on `to`); searches are limited per client IP (429, errorCode 9429).',
        errorCodes: [
          ErrorCode.treatmentSelectionInvalid,
          ErrorCode.teamMemberNotFound,
          ErrorCode.rateLimited,
        ],
        params: shopParams,
        requestExample: { querystring: freeSlotsQueryExample },
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema },
      },
      // The answer goes out as kept bytes, already compressed (free-slots-cache.ts).
      compress: false,
    },
    async function listShopFreeSlots(request, reply) {
      const { shop, managed, availabilityVersion } = shopOf(request);
      if (!managed) await countSearch(rateLimitBucket('slots-ip', request.ip));
      const now = clock.now();
      const key = freeSlotsKey(shop.id, managed, request.query);
      const kept = await freeSlots.answer(key, availabilityVersion, now, async () => {
        // listFreeSlots builds exactly the response schema's shape: one JSON.stringify pass.
        const answer = await listFreeSlots(db, shop, request.query, { now, managed });
        return { json: JSON.stringify(answer), ...answerLifetime(shop, request.query, now, answer) };
      });
      const { body, encoding } = freeSlots.encode(kept, acceptedEncoding(request.headers));
      reply.header('content-type', 'application/json; charset=utf-8');
      varyOnEncoding(reply);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // The schema's shape, already serialized: sent as bytes past the typed reply.
      return (reply as FastifyReply).send(body);
    },
  );

  app.get(
    '/shops/:shopId/opening-hours',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Booking hours: all seven weekdays (1 = Monday); no ranges = closed',
        params: shopParams,
        response: { 200: openingHoursSchema },
      },
    },
    async function showShopOpeningHours(request) {
      const { shop } = shopOf(request);
      return showOpeningHours(db, shop.id);
    },
  );

  app.put(
    '/shops/:shopId/opening-hours',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Replace the booking hours (shop admin)',
        description:
          'Weekdays left out are closed. A range with `end ≤ start` or ranges that overlap → 400, errorCode 8009, with `fields` naming the range. Times are `HH:mm`; `24:00` may end a range.',
        errorCodes: [ErrorCode.openingHoursInvalid],
        params: shopParams,
        body: openingHoursSchema,
        response: { 200: openingHoursSchema },
      },
    },
    async function replaceShopOpeningHours(request) {
      const { shop } = shopOf(request);
      return replaceOpeningHours(db, shop.id, request.body);
    },
  );

  // --- Closures

  app.get(
    '/shops/:shopId/unavailabilities',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Closure times (shop admin), by start date',
        params: shopParams,
        response: { 200: z.array(closureTimeSchema) },
      },
    },
    async function listShopClosures(request) {
      const { shop } = shopOf(request);
      return listClosures(db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/unavailabilities/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'One closure time (shop admin; unknown → 404, errorCode 8004)',
        errorCodes: [ErrorCode.closureNotFound],
        params: shopItemParams(ErrorCode.closureNotFound),
        response: { 200: closureTimeSchema },
      },
    },
    async function showShopClosure(request) {
      const { shop } = shopOf(request);
      return showClosure(db, shop.id, request.params.id);
    },
  );

  app.post(
    '/shops/:shopId/unavailabilities',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Add a closure time (shop admin)',
        description:
          'Whole local days, both included; `endDate` before `startDate` → 400, errorCode 9400. Removed 48 hours after its end.',
        params: shopParams,
        body: closureTimeWriteSchema,
        response: { 201: closureTimeSchema },
      },
    },
    async function addShopClosure(request, reply) {
      const { shop } = shopOf(request);
      return reply.code(201).send(await createClosure(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/unavailabilities/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Change a closure time (shop admin); fields left out stay',
        errorCodes: [ErrorCode.closureNotFound],
        params: shopItemParams(ErrorCode.closureNotFound),
        body: closureTimeUpdateSchema,
        response: { 200: closureTimeSchema },
      },
    },
    async function changeShopClosure(request) {
      const { shop } = shopOf(request);
      return updateClosure(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/unavailabilities/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Delete a closure time (shop admin)',
        errorCodes: [ErrorCode.closureNotFound],
        params: shopItemParams(ErrorCode.closureNotFound),
        response: { 204: z.null() },
      },
    },
    async function removeShopClosure(request, reply) {
      const { shop } = shopOf(request);
      await deleteClosure(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // --- Booking rules (concurrent slots)

  app.get(
    '/shops/:shopId/booking-rules',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Booking slots: concurrent capacity rules (shop admin)',
        params: shopParams,
        response: { 200: z.array(bookingRuleSchema) },
      },
    },
    async function listShopBookingRules(request) {
      const { shop } = shopOf(request);
      return listBookingRules(db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/booking-rules/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'One booking rule (shop admin; unknown → 404, errorCode 8008)',
        errorCodes: [ErrorCode.bookingRuleNotFound],
        params: shopItemParams(ErrorCode.bookingRuleNotFound),
        response: { 200: bookingRuleSchema },
      },
    },
    async function showShopBookingRule(request) {
      const { shop } = shopOf(request);
      return showBookingRule(db, shop.id, request.params.id);
    },
  );

  app.post(
    '/shops/:shopId/booking-rules',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Add a booking rule (shop admin)',
        description:
          'From `startDate` until `endDate` (absent = permanent), at most `slots` (≥ 1) bookings at once. On a day several rules cover, the one with the latest `startDate` counts; without a rule the team size (at least 1) does. Removed 48 hours after its end.',
        params: shopParams,
        body: bookingRuleWriteSchema,
        response: { 201: bookingRuleSchema },
      },
    },
    async function addShopBookingRule(request, reply) {
      const { shop } = shopOf(request);
      return reply.code(201).send(await createBookingRule(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/booking-rules/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary:
          'Change a booking rule (shop admin); fields left out stay, `endDate: null` makes it permanent',
        errorCodes: [ErrorCode.bookingRuleNotFound],
        params: shopItemParams(ErrorCode.bookingRuleNotFound),
        body: bookingRuleUpdateSchema,
        response: { 200: bookingRuleSchema },
      },
    },
    async function changeShopBookingRule(request) {
      const { shop } = shopOf(request);
      return updateBookingRule(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/booking-rules/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Delete a booking rule (shop admin)',
        errorCodes: [ErrorCode.bookingRuleNotFound],
        params: shopItemParams(ErrorCode.bookingRuleNotFound),
        response: { 204: z.null() },
      },
    },
    async function removeShopBookingRule(request, reply) {
      const { shop } = shopOf(request);
      await deleteBookingRule(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
