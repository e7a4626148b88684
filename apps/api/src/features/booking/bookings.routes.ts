// Free times and bookings (api-contract "Booking"), and the customer's cancel link.
import {
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  bookingTokenSchema,
  createBookingSchema,
  createdBookingSchema,
  customerBookingListSchema,
  customerBookingSchema,
  ownBookingsQuerySchema,
  slotsQuerySchema,
  slotsResponseSchema,
  updateBookingSchema,
} from '@studio/domain/booking-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { canManageShop, requireIdentity } from '../../http/identity.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import type { BookingContext } from './booking-context.ts';
import { presentBookingRows } from './booking-context.ts';
import { isUuid } from './booking-ids.ts';
import { findBookingRow } from './bookings.repo.ts';
import {
  cancelBookingByStaff,
  cancelBookingByToken,
  cancelOwnBooking,
  listOwnBookings,
  showBookingByToken,
} from './cancel-booking.ts';
import { changeBooking } from './change-booking.ts';
import { createBooking } from './create-booking.ts';
import { listBookings } from './list-bookings.ts';
import { listFreeSlots } from './list-free-slots.ts';
import { findPublicShop, requireManagedShop } from './shop-access.ts';

const shopParams = z.object({ shopId: z.string().max(64) });
const bookingParams = z.object({ shopId: z.string().max(64), id: z.string().max(64) });
const error = errorEnvelopeSchema;
const answers = { 400: error, 401: error, 403: error, 404: error };
const bearer = [{ bearer: [] }];

export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const limits = resolveRateLimits(deps.rateLimits);
  const limitCancelLink = (ip: string) =>
    consumeRateLimit(db, rateLimitBucket('cancel-link-ip', ip), limits.cancelLinkPerIp);
  const contextOf = (log: BookingContext['log']): BookingContext => ({
    db,
    clock,
    log,
    mail: { mailer: deps.mailer, publicUrl: deps.config.publicUrl },
  });

  app.get(
    '/shops/:shopId/slots',
    {
      schema: {
        tags: ['booking'],
        summary: 'Free times for a selection of treatments (public)',
        description:
          'Slots last the sum of the chosen treatments’ durations, start every `slotStepMinutes` (15) of local time inside an open range and end inside it, avoid closures, lie at least `minLeadMinutes` ahead and at most `horizonDays` ahead (the range is cut to that), never exceed the capacity (the booking rule with the latest start date covering the day, else the team size) and never use a busy member. `teamMemberIds`: members who perform every chosen treatment and are free for the whole slot. Times are ISO 8601 with the shop’s offset. Empty, unknown or inactive `serviceIds` → 400, errorCode 8005; unknown `teamMemberId` → 404, errorCode 8010.',
        params: shopParams,
        querystring: slotsQuerySchema,
        response: { 200: slotsResponseSchema, 400: error, 404: error },
      },
    },
    async (request) => {
      const { shop, managed } = await findPublicShop(db, request, request.params.shopId);
      return listFreeSlots(db, shop, request.query, { now: clock.now(), managed });
    },
  );

  app.post(
    '/shops/:shopId/bookings',
    {
      schema: {
        tags: ['booking'],
        summary: 'Book a free time (any signed-in identity, guests too)',
        description:
          'Status `confirmed` when the shop auto-confirms, else `pending`; staff bookings are confirmed. `teamMemberId`: that member must be free; without it the first free eligible member is taken. Shop admins may set `source` (`walk_in`, `phone`) and book without the minimum notice; for others a `source` other than `online` → 403. A time that is not free → 409, errorCode 8104, however many requests compete for it. Online bookings are limited per client IP (429, errorCode 9429). The answer carries the cancel link’s token (only here and in the mail). The customer gets a confirmation mail with the appointment as .ics and the cancel link; the studio a notice.',
        security: bearer,
        params: shopParams,
        body: createBookingSchema,
        response: { 201: createdBookingSchema, ...answers, 409: error, 429: error },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      const { shop, managed } = await findPublicShop(db, request, request.params.shopId);
      if (!managed)
        await consumeRateLimit(db, rateLimitBucket('booking-ip', request.ip), limits.bookingsPerIp);
      const booking = await createBooking(
        contextOf(request.log),
        identity,
        shop,
        { managed, locale: request.locale },
        request.body,
      );
      return reply.code(201).send(booking);
    },
  );

  app.get(
    '/shops/:shopId/bookings',
    {
      schema: {
        tags: ['booking'],
        summary: 'Bookings overlapping a span, by start (shop admin)',
        description:
          '`from`/`to`: local days `YYYY-MM-DD` (both included) or instants with an offset. Defaults: from the start of today, 31 days on (at most 400 days). `status`: one or several, comma-separated.',
        security: bearer,
        params: shopParams,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema, ...answers },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return listBookings(db, shop, request.query, clock.now());
    },
  );

  app.get(
    '/shops/:shopId/bookings/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'One booking (shop admin, or the identity that booked it)',
        description: 'Unknown, or of another shop → 404, errorCode 8103.',
        security: bearer,
        params: bookingParams,
        response: { 200: bookingSchema, ...answers },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const { shopId, id } = request.params;
      // Another shop's admin is refused; a customer sees only what they booked themselves.
      const managed = canManageShop(identity, shopId);
      if (!managed && identity.role !== 'appUser') throw new AppError(9403);
      const { shop } = await findPublicShop(db, request, shopId);
      const row = isUuid(id) ? await findBookingRow(db, shop.id, id) : undefined;
      if (!row || (!managed && row.user_id !== identity.uid)) throw new AppError(8103);
      const [booking] = await presentBookingRows(db, [row], shop.timezone);
      if (!booking) throw new AppError(8103);
      return booking;
    },
  );

  app.patch(
    '/shops/:shopId/bookings/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Move, reassign, change status, notes or customer details (shop admin)',
        description:
          'A move (`start` and/or `teamMemberId`) keeps the length and is checked like a new staff booking, leaving the booking itself out: not free → 409, errorCode 8104. Status transitions: pending → confirmed | cancelled; confirmed → cancelled | completed | no_show; completed ↔ no_show; cancelled is final (else 409, errorCode 9409). The customer is mailed on a move, a confirmation or a cancellation.',
        security: bearer,
        params: bookingParams,
        body: updateBookingSchema,
        response: { 200: bookingSchema, ...answers, 409: error },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return changeBooking(contextOf(request.log), shop, request.params.id, request.body);
    },
  );

  app.post(
    '/shops/:shopId/bookings/:id/cancel',
    {
      schema: {
        tags: ['booking'],
        summary: 'Cancel a booking (shop admin); its time is free again',
        description: 'Already cancelled → 409, errorCode 8001; completed or no-show → 409, errorCode 9409.',
        security: bearer,
        params: bookingParams,
        response: { 200: bookingSchema, ...answers, 409: error },
      },
    },
    async (request) => {
      const { shop } = await requireManagedShop(db, request, request.params.shopId);
      return cancelBookingByStaff(contextOf(request.log), shop, request.params.id);
    },
  );

  app.get(
    '/bookings/by-token',
    {
      schema: {
        tags: ['booking'],
        summary: 'The booking behind a cancel link (API key only)',
        description: 'Unknown token → 404, errorCode 8103.',
        querystring: bookingTokenSchema,
        response: { 200: customerBookingSchema, 400: error, 404: error, 429: error },
      },
    },
    async (request) => {
      await limitCancelLink(request.ip);
      return showBookingByToken(contextOf(request.log), request.query.token);
    },
  );

  app.post(
    '/bookings/cancel',
    {
      schema: {
        tags: ['booking'],
        summary: 'The customer cancels through the link (API key only)',
        description:
          'Allowed until 24 hours before the start (after → 409, errorCode 8002); a booking that is already cancelled, completed or a no-show → 409, errorCode 8001; unknown token → 404, errorCode 8103.',
        body: bookingTokenSchema,
        response: { 200: customerBookingSchema, 400: error, 404: error, 409: error, 429: error },
      },
    },
    async (request) => {
      await limitCancelLink(request.ip);
      return cancelBookingByToken(contextOf(request.log), request.body.token);
    },
  );

  app.get(
    '/me/bookings',
    {
      schema: {
        tags: ['booking'],
        summary: 'The signed-in identity’s own bookings in every studio',
        description:
          '`when=upcoming` (default): not yet ended, soonest first; `when=past`: newest first. At most 100.',
        security: bearer,
        querystring: ownBookingsQuerySchema,
        response: { 200: customerBookingListSchema, 400: error, 401: error },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      return listOwnBookings(contextOf(request.log), identity.uid, request.query.when);
    },
  );

  app.post(
    '/me/bookings/:id/cancel',
    {
      schema: {
        tags: ['booking'],
        summary: 'The signed-in customer cancels one of their own bookings',
        description:
          'Same rules as the cancel link: until 24 hours before the start (after → 409, errorCode 8002); already cancelled, completed or no-show → 409, errorCode 8001; someone else’s or unknown booking → 404, errorCode 8103.',
        security: bearer,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: customerBookingSchema, 400: error, 401: error, 404: error, 409: error },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      return cancelOwnBooking(contextOf(request.log), identity.uid, request.params.id);
    },
  );
};
