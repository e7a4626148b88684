// Bookings: the shop's calendar, booking a free time, and the customer's own bookings and cancel link.

import {
  adminAppointmentListSchema,
  adminAppointmentsQuerySchema,
} from '@studio/domain/admin-appointments-contract';
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
  ownContactPhoneSchema,
  slotsResponseSchema,
  updateBookingSchema,
} from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import {
  moveOwnBookingSchema,
  ownBookingFreeTimesQuerySchema,
} from '@studio/domain/own-booking-move-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { bookingExample, cancelLinkExample } from '../../http/booking-flow-examples.ts';
import { requireIdentity } from '../../http/identity.ts';
import { withNextCursor } from '../../http/next-cursor.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import { shopOf } from '../../http/route-access.ts';
import { itemParams, shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { withTotalCount } from '../../http/total-count.ts';
import type { BookingContext } from './booking-context.ts';
import { cancelBookingByStaff } from './cancel-booking-by-staff.ts';
import { cancelBookingByToken } from './cancel-booking-by-token.ts';
import { cancelOwnBooking } from './cancel-own-booking.ts';
import { changeBooking } from './change-booking.ts';
import { createBooking } from './create-booking.ts';
import { listAdminAppointments } from './list-admin-appointments.ts';
import { listBookings } from './list-bookings.ts';
import { listOwnBookingFreeTimes } from './list-own-booking-free-times.ts';
import { listOwnBookings } from './list-own-bookings.ts';
import { moveOwnBooking } from './move-own-booking.ts';
import { requireOwnColumn } from './require-own-column.ts';
import { showBooking } from './show-booking.ts';
import { showBookingByToken } from './show-booking-by-token.ts';
import { showOwnContactPhone } from './show-own-contact-phone.ts';

const bookingParams = shopItemParams(ErrorCode.bookingNotFound);
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
    checkout: { db, payments: deps.payments, config: deps.config },
  });

  app.post(
    '/shops/:shopId/bookings',
    {
      config: { access: { role: 'account', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking'],
        summary: 'Book a free time (any signed-in identity, guests too)',
        description:
          'Status `confirmed` when the shop auto-confirms, else `pending`; staff bookings are confirmed. `teamMemberId`: that member must be free; without it the first free eligible member is taken. Shop admins may set `source` (`walk_in`, `phone`) and book without the minimum notice; for others a `source` other than `online` → 403. `customer`: an online booking needs an email or a phone (neither → 400, errorCode 9400 on `customer.email`); a walk-in or phone booking only a name. Without an email nobody is mailed. A time that is not free → 409, errorCode 8104, however many requests compete for it. Online bookings are limited per client IP (429, errorCode 9429). The answer carries the cancel link’s token (only here and in the mail). The customer gets a confirmation mail with the appointment as .ics and the cancel link; the studio a notice. An online booking the studio’s policy asks a deposit for answers `status: "pending_payment"`, `depositCents` and the deposit’s `checkoutUrl`; with a late-cancellation or no-show fee but no deposit it answers `pending_payment`, `cardSetup: true` and a `checkoutUrl` where the customer saves a card (nothing charged). Either holds the time 30 minutes; the mails follow the payment or the saved card.',
        errorCodes: [
          ErrorCode.treatmentSelectionInvalid,
          ErrorCode.teamMemberNotFound,
          ErrorCode.bookingSlotUnavailable,
          ErrorCode.forbidden,
          ErrorCode.rateLimited,
        ],
        params: shopParams,
        requestExample: { body: bookingExample },
        body: createBookingSchema,
        response: { 201: createdBookingSchema },
      },
    },
    async function bookFreeTime(request, reply) {
      const identity = requireIdentity(request);
      const { shop, managed } = shopOf(request);
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
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' }, level: 'staff' } },
      schema: {
        tags: ['booking'],
        summary: 'Bookings overlapping a span, by start (shop admin)',
        description:
          '`from`/`to`: local days `YYYY-MM-DD` (both included) or instants with an offset. Defaults: from the start of today, 31 days on (at most 400 days). `status`: one or several, comma-separated.',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopParams,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema },
      },
    },
    async function listShopBookings(request) {
      const { shop } = shopOf(request);
      return listBookings(db, shop, request.query, clock.now());
    },
  );

  app.get(
    '/bookings',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'Appointments across every studio, newest first (global admin)',
        description:
          '`shopId` narrows to one studio; `from`/`to` are local days of each studio (both included); `status` one status. The number of all matches is in the `x-total-count` header; beyond 1,000 it is the database’s estimate, and `x-total-count-estimated: true` says so. Pages by `offset` or, as fast at any depth, by `cursor` (from the previous page’s `x-next-cursor` header).',
        querystring: adminAppointmentsQuerySchema,
        response: { 200: adminAppointmentListSchema },
      },
    },
    async function listAppointmentsOfAllShops(request, reply) {
      const { items, count, nextCursor } = await listAdminAppointments(db, request.query);
      return withNextCursor(withTotalCount(reply, count), nextCursor).send(items);
    },
  );

  app.get(
    '/shops/:shopId/bookings/:id',
    {
      config: { access: { role: 'customerOrShopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking'],
        summary: 'One booking (shop admin, or the identity that booked it)',
        description: 'Unknown, or of another shop → 404, errorCode 8103.',
        errorCodes: [ErrorCode.bookingNotFound],
        params: bookingParams,
        response: { 200: bookingSchema },
      },
    },
    async function showShopBooking(request) {
      const identity = requireIdentity(request);
      const { shop, managed } = shopOf(request);
      return showBooking(db, shop, request.params.id, { uid: identity.uid, managed });
    },
  );

  app.patch(
    '/shops/:shopId/bookings/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' }, level: 'staff' } },
      schema: {
        tags: ['booking'],
        summary:
          'Move, reassign, change status, notes or customer details (shop admin; staff in their own column)',
        description:
          'A move (`start` and/or `teamMemberId`) keeps the length and is checked like a new staff booking, leaving the booking itself out: not free → 409, errorCode 8104. Status transitions: pending → confirmed | cancelled; confirmed → cancelled | completed | no_show; completed ↔ no_show; cancelled is final (else 409, errorCode 9409). The customer is mailed on a move, a confirmation or a cancellation.',
        errorCodes: [
          ErrorCode.treatmentSelectionInvalid,
          ErrorCode.teamMemberNotFound,
          ErrorCode.bookingNotFound,
          ErrorCode.bookingSlotUnavailable,
          ErrorCode.conflict,
        ],
        params: bookingParams,
        body: updateBookingSchema,
        response: { 200: bookingSchema },
      },
    },
    async function changeShopBooking(request) {
      const { shop } = shopOf(request);
      const identity = requireIdentity(request);
      if (identity.shopLevel === 'staff') {
        await requireOwnColumn(
          db,
          shop.id,
          request.params.id,
          identity.teamMemberId,
          request.body.teamMemberId,
        );
      }
      return changeBooking(contextOf(request.log), shop, request.params.id, request.body);
    },
  );

  app.post(
    '/shops/:shopId/bookings/:id/cancel',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking'],
        summary: 'Cancel a booking (shop admin); its time is free again',
        description: 'Already cancelled → 409, errorCode 8001; completed or no-show → 409, errorCode 9409.',
        errorCodes: [ErrorCode.requestAlreadyHandled, ErrorCode.bookingNotFound, ErrorCode.conflict],
        params: bookingParams,
        response: { 200: bookingSchema },
      },
    },
    async function cancelShopBooking(request) {
      const { shop } = shopOf(request);
      return cancelBookingByStaff(contextOf(request.log), shop, request.params.id);
    },
  );

  app.get(
    '/bookings/by-token',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'The booking behind a cancel link (API key only)',
        description: 'Unknown token → 404, errorCode 8103.',
        errorCodes: [ErrorCode.bookingNotFound, ErrorCode.rateLimited],
        requestExample: { querystring: cancelLinkExample },
        querystring: bookingTokenSchema,
        response: { 200: customerBookingSchema },
      },
    },
    async function showBookingOfCancelLink(request) {
      await limitCancelLink(request.ip);
      return showBookingByToken(contextOf(request.log), request.query.token);
    },
  );

  app.post(
    '/bookings/cancel',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'The customer cancels through the link (API key only)',
        description:
          'Allowed until 24 hours before the start (after → 409, errorCode 8002); a booking that is already cancelled, completed or a no-show → 409, errorCode 8001; unknown token → 404, errorCode 8103.',
        errorCodes: [
          ErrorCode.requestAlreadyHandled,
          ErrorCode.requestExpired,
          ErrorCode.bookingNotFound,
          ErrorCode.rateLimited,
        ],
        requestExample: { body: cancelLinkExample },
        body: bookingTokenSchema,
        response: { 200: customerBookingSchema },
      },
    },
    async function cancelBookingThroughLink(request) {
      await limitCancelLink(request.ip);
      return cancelBookingByToken(contextOf(request.log), request.body.token);
    },
  );

  app.get(
    '/me/bookings',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'The signed-in identity’s own bookings in every studio',
        description:
          '`when=upcoming` (default): not yet ended, soonest first; `when=past`: newest first. At most 100.',
        querystring: ownBookingsQuerySchema,
        response: { 200: customerBookingListSchema },
      },
    },
    async function listOwnBookingsOfCaller(request) {
      const identity = requireIdentity(request);
      return listOwnBookings(contextOf(request.log), identity.uid, request.query.when);
    },
  );

  app.get(
    '/me/contact-phone',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'The phone number the signed-in identity last booked with',
        description:
          'Any studio, the latest booking with a number (international form where the customer agreed to messages); `null` when none. The booking form offers it again with the messaging consent.',
        response: { 200: ownContactPhoneSchema },
      },
    },
    async function showContactPhoneOfCaller(request) {
      return showOwnContactPhone(db, requireIdentity(request).uid);
    },
  );

  app.post(
    '/me/bookings/:id/cancel',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'The signed-in customer cancels one of their own bookings',
        description:
          'Same rules as the cancel link: until 24 hours before the start (after → 409, errorCode 8002); already cancelled, completed or no-show → 409, errorCode 8001; someone else’s or unknown booking → 404, errorCode 8103.',
        errorCodes: [ErrorCode.requestAlreadyHandled, ErrorCode.requestExpired, ErrorCode.bookingNotFound],
        params: itemParams(ErrorCode.bookingNotFound),
        response: { 200: customerBookingSchema },
      },
    },
    async function cancelOwnBookingOfCaller(request) {
      const identity = requireIdentity(request);
      return cancelOwnBooking(contextOf(request.log), identity.uid, request.params.id);
    },
  );

  app.get(
    '/me/bookings/:id/free-times',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'Free times the signed-in customer could move one of their own bookings to',
        description:
          'Local days `from`…`to` (at most 31), for the booking’s treatments and length, the booking itself not in the way, under the public rules (minimum notice, horizon). The member the customer chose stays. A booking that can no longer be moved has none. Someone else’s or unknown booking → 404, errorCode 8103.',
        errorCodes: [ErrorCode.bookingNotFound],
        params: itemParams(ErrorCode.bookingNotFound),
        querystring: ownBookingFreeTimesQuerySchema,
        response: { 200: slotsResponseSchema },
      },
    },
    async function listOwnBookingFreeTimesOfCaller(request) {
      const identity = requireIdentity(request);
      return listOwnBookingFreeTimes(contextOf(request.log), identity.uid, request.params.id, request.query);
    },
  );

  app.post(
    '/me/bookings/:id/move',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['booking'],
        summary: 'The signed-in customer moves one of their own bookings to another free time',
        description:
          'Checked like a new online booking under the studio’s booking lock: a time that is not free (also when taken by a simultaneous request) → 409, errorCode 8104. Allowed as long as cancelling is: after the cut-off → 409, errorCode 8002; cancelled, completed or no-show → 409, errorCode 8001; still waiting for its deposit → 409, errorCode 9409; someone else’s or unknown booking → 404, errorCode 8103. The customer gets the new time with a new cancel link, the studio a notice.',
        errorCodes: [
          ErrorCode.bookingSlotUnavailable,
          ErrorCode.requestAlreadyHandled,
          ErrorCode.requestExpired,
          ErrorCode.conflict,
          ErrorCode.bookingNotFound,
        ],
        params: itemParams(ErrorCode.bookingNotFound),
        body: moveOwnBookingSchema,
        response: { 200: customerBookingSchema },
      },
    },
    async function moveOwnBookingOfCaller(request) {
      const identity = requireIdentity(request);
      return moveOwnBooking(contextOf(request.log), identity.uid, request.params.id, request.body.start);
    },
  );
};
