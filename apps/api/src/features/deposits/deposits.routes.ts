// Deposits and no-show protection: the studio's booking policy, and the fee for a late
// cancellation or a no-show taken from the calendar.
import {
  bookingFeeSchema,
  bookingPolicyInputSchema,
  bookingPolicySchema,
  chargeBookingFeeSchema,
} from '@studio/domain/booking-policy-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { chargeBookingFee } from './charge-booking-fee.ts';
import { saveBookingPolicy } from './save-booking-policy.ts';
import { showBookingPolicy } from './show-booking-policy.ts';

export const depositRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/shops/:shopId/booking-policy',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking'],
        summary: 'The studio’s booking policy: deposit, free-cancellation window, fees (public)',
        description:
          'Shown in the booking flow before paying. Without a policy: no deposit, no fees, and cancelling is free until 24 hours before the start.',
        params: shopParams,
        response: { 200: bookingPolicySchema },
      },
    },
    async function showPolicy(request) {
      const { shop } = shopOf(request);
      return showBookingPolicy(db, shop);
    },
  );

  app.put(
    '/shops/:shopId/booking-policy',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' }, level: 'owner' } },
      schema: {
        tags: ['booking'],
        summary: 'Set the booking policy (owner)',
        description:
          'A deposit is either `depositPercent` (1–100 % of the booked price) or `depositCents` (at most the price), never both (400). `treatmentDeposits` replaces the treatments’ own deposits (left out: they stay): such a treatment pays its own deposit, or none when it names neither a share nor an amount; the other treatments of a booking pay the studio’s deposit on their summed price. A treatment of another studio → 400, errorCode 8005. With `depositNewClientsOnly` a client with a completed visit at the studio (by account or email) pays no deposit. Online bookings that need a deposit answer `status: "pending_payment"` with a `checkoutUrl` and hold their time 30 minutes. A deposit or a fee needs the studio’s payouts enabled (409, errorCode 2032). Amounts in integer cents of the studio’s currency.',
        errorCodes: [ErrorCode.payoutsNotSetUp, ErrorCode.treatmentSelectionInvalid],
        params: shopParams,
        body: bookingPolicyInputSchema,
        response: { 200: bookingPolicySchema },
      },
    },
    async function savePolicy(request) {
      const { shop } = shopOf(request);
      return saveBookingPolicy(db, shop, request.body, new Date(clock.now()));
    },
  );

  app.post(
    '/shops/:shopId/bookings/:id/fee',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking'],
        summary: 'Take the fee for a late cancellation or a no-show (shop admin)',
        description:
          '`kind: "no_show"` for a booking marked no-show; `"late_cancellation"` for one the customer cancelled inside the free window (never for the studio’s own cancellation, `cancelledBy: "studio"`, which gives a paid deposit back). A paid deposit is kept (`method: "deposit_kept"`, paid); without one the policy’s fee is charged through a checkout mailed to the customer (`method: "charged"`, `open` until paid, then a receipt is mailed). Once per booking: a repeat (or a simultaneous second click) answers 200 with the fee already taken. Nothing to take (wrong status, cancelled in time, no deposit and no fee in the policy, no customer email) → 409, errorCode 9409.',
        errorCodes: [ErrorCode.bookingNotFound, ErrorCode.conflict, ErrorCode.payoutsNotSetUp],
        params: shopItemParams(ErrorCode.bookingNotFound),
        body: chargeBookingFeeSchema,
        response: { 200: bookingFeeSchema, 201: bookingFeeSchema },
      },
    },
    async function takeBookingFee(request, reply) {
      const { shop } = shopOf(request);
      const staff = requireIdentity(request);
      const { fee, created } = await chargeBookingFee(
        {
          db,
          payments: deps.payments,
          config: deps.config,
          mail: { mailer: deps.mailer, publicUrl: deps.config.publicUrl },
        },
        shop,
        request.params.id,
        request.body.kind,
        staff,
        new Date(clock.now()),
      );
      return reply.code(created ? 201 : 200).send(fee);
    },
  );
};
