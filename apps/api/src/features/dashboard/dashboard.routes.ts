import { dashboardSchema } from '@studio/domain/booking-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireShopAdminOf } from '../../http/identity.ts';
import { findShopOrFail } from '../shops/find-managed-shop.ts';
import { showDashboard } from './show-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const clock = deps.clock ?? systemClock;
  app.get(
    '/shops/:shopId/dashboard',
    {
      schema: {
        tags: ['shops'],
        summary: 'Dashboard numbers and the setup checklist (shop admin)',
        description:
          '`bookingsLast30Days`: bookings made in the last 30 days, cancelled ones left out. Checklist items are true once the studio has: a complete profile, an active treatment, booking hours, a closure time, a booking rule, a team member. Stamps, vouchers, deals and the phone assistant read 0/false until those features exist.',
        security: [{ bearer: [] }],
        params: z.object({ shopId: z.string().max(64) }),
        response: {
          200: dashboardSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      requireShopAdminOf(request, request.params.shopId);
      const shop = await findShopOrFail(deps.db, request.params.shopId);
      return showDashboard(deps.db, shop, clock.now());
    },
  );
};
