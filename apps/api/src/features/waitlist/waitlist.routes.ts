// The waitlist: a customer (signed in or guest) joins for treatments and a range of days or times.
import { ErrorCode } from '@studio/domain/error-codes';
import { waitlistCreatedSchema, waitlistWriteSchema } from '@studio/domain/waitlist-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopParams } from '../../http/shop-route-schemas.ts';
import { joinWaitlist } from './join-waitlist.ts';

export const waitlistRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.post(
    '/shops/:shopId/waitlist',
    {
      config: { access: access.accountShop },
      schema: {
        tags: ['waitlist'],
        summary:
          'Join the studio’s waitlist for treatments and a range of days or times (signed in or guest)',
        description:
          '`from` and `to` are days (`YYYY-MM-DD`, the whole day in the studio’s zone) or instants with their offset. When a time in the range becomes free, the waitlisted are told in the order they joined, each once, with a booking link: by mail, by push to a signed-in customer’s browsers, and through the messaging app when `customer.messagingConsent` is given with a `phone` in its international form (else 400 on `customer.phone`); whoever books first gets it. An entry ends with its range. `customer` says whom to tell; a signed-in customer’s account fills what is missing (a guest must give `name` and `email`, else 400, errorCode 9400). Treatments as on the booking page (errorCode 8005).',
        errorCodes: [ErrorCode.treatmentSelectionInvalid],
        params: shopParams,
        body: waitlistWriteSchema,
        response: { 201: waitlistCreatedSchema },
      },
    },
    async function joinStudioWaitlist(request, reply) {
      const created = await joinWaitlist(
        db,
        shopOf(request).shop,
        requireIdentity(request).uid,
        request.body,
        {
          locale: request.locale,
          now: clock.now(),
        },
      );
      return reply.code(201).send(created);
    },
  );
};
