// Reservations (module reservationsEnabled): the customer's request, the shop's settings and
// decisions, and the global admin's list across shops. Paths and codes as the HTTP contract fixes them.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  allReservationsQuerySchema,
  createdReservationSchema,
  createReservationSchema,
  reservationListQuerySchema,
  reservationListSchema,
  reservationSchema,
  reservationSettingsAnswerSchema,
  reservationSettingsSchema,
} from '@studio/domain/reservation-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access, shopParam } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { createReservation } from './create-reservation.ts';
import { decideReservation } from './decide-reservation.ts';
import { listAllReservations } from './list-all-reservations.ts';
import { listReservationsOfShop } from './list-reservations.ts';
import { changeReservationSettings, showReservationSettings } from './reservation-settings.ts';
import { reservationShopOf } from './reservations-access.ts';

const tags = ['reservations'];
const moduleNote =
  'While the shop’s reservationsEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';

export const reservationRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, mailer } = deps;
  const clock = deps.clock ?? systemClock;
  const limits = resolveRateLimits(deps.rateLimits);

  app.get(
    '/shops/:shopId/reservation-settings',
    {
      config: { access: { role: 'public', shop: shopParam } },
      schema: {
        tags,
        summary: 'Whether and when the shop takes reservations (public)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: reservationSettingsAnswerSchema },
      },
    },
    async function showShopReservationSettings(request) {
      const shop = await reservationShopOf(db, request);
      return showReservationSettings(db, shop.id);
    },
  );

  app.put(
    '/shops/:shopId/reservation-settings',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Switch reservations off, or off for a date range or from a date on (shop admin)',
        description: `Replaces all three fields (an omitted one is null). \`enabled: false\` takes none; \`disabledFrom\` disables that local date onwards until \`disabledUntil\` inclusive, or indefinitely without one; no \`disabledFrom\` re-enables. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: reservationSettingsSchema,
        requestExample: { body: { enabled: true, disabledFrom: '2030-12-24', disabledUntil: '2030-12-26' } },
        response: { 200: reservationSettingsAnswerSchema },
      },
    },
    async function changeShopReservationSettings(request) {
      const shop = await reservationShopOf(db, request);
      return changeReservationSettings(db, shop.id, request.body);
    },
  );

  app.post(
    '/shops/:shopId/reservations',
    {
      config: { access: { role: 'account', shop: shopParam } },
      schema: {
        tags,
        summary: 'Ask for a table (any identity, guests too)',
        description: `While the shop takes no reservations on that (local) date: 409 (errorCode 8003); a time already passed: 409 (8002). Requests are limited per session, per client IP and per email address (429, errorCode 9429; not for the shop’s own admins). ${moduleNote}`,
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.shopNotTakingReservations,
          ErrorCode.requestExpired,
          ErrorCode.rateLimited,
        ],
        params: shopParams,
        body: createReservationSchema,
        requestExample: {
          body: {
            name: 'Kim Kundin',
            email: 'kim@example.com',
            dateTime: '2030-01-07T19:30:00+01:00',
            persons: 4,
          },
        },
        response: { 201: createdReservationSchema },
      },
    },
    async function createShopReservation(request, reply) {
      const shop = await reservationShopOf(db, request);
      const identity = requireIdentity(request);
      if (!shopOf(request).managed) {
        const { reservationsPerSession, reservationsPerIp, reservationsPerEmail } = limits;
        await consumeRateLimit(
          db,
          rateLimitBucket('reservation-session', identity.uid),
          reservationsPerSession,
        );
        await consumeRateLimit(db, rateLimitBucket('reservation-ip', request.ip), reservationsPerIp);
        await consumeRateLimit(
          db,
          rateLimitBucket('reservation-email', request.body.email),
          reservationsPerEmail,
        );
      }
      const created = await createReservation(db, identity, shop, request.body, {
        now: clock.now(),
        locale: request.locale,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/shops/:shopId/reservations',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The shop’s reservations (shop admin)',
        description: `Pending ones soonest first, the others newest first. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: reservationListQuerySchema,
        response: { 200: reservationListSchema },
      },
    },
    async function listShopReservations(request) {
      const shop = await reservationShopOf(db, request);
      const { limit, offset, status } = request.query;
      return listReservationsOfShop(db, shop.id, { status }, { limit, offset });
    },
  );

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/shops/:shopId/reservations/:id/${action}`,
      {
        config: { access: access.shopAdmin },
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} a reservation (shop admin); the customer gets a mail`,
          description: `Unknown: 404 (8000); decided already (also by a simultaneous call): 409 (8001); its time passed: 409 (8002). ${moduleNote}`,
          errorCodes: [
            ErrorCode.notFound,
            ErrorCode.reservationNotFound,
            ErrorCode.requestAlreadyHandled,
            ErrorCode.requestExpired,
          ],
          params: shopItemParams(ErrorCode.reservationNotFound),
          response: { 200: reservationSchema },
        },
      },
      async function decideShopReservation(request) {
        const shop = await reservationShopOf(db, request);
        return decideReservation(
          db,
          mailer,
          requireIdentity(request),
          shop,
          request.params.id,
          status,
          clock.now(),
        );
      },
    );
  }

  app.get(
    '/reservations',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags,
        summary: 'Every shop’s reservations (global admin)',
        querystring: allReservationsQuerySchema,
        response: { 200: reservationListSchema },
      },
    },
    async function listReservationsOfAllShops(request) {
      const { limit, offset, ...filter } = request.query;
      return listAllReservations(db, filter, { limit, offset });
    },
  );
};
