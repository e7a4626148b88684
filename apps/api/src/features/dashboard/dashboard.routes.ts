import { dashboardSchema } from '@studio/domain/booking-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { shopOf } from '../../http/route-access.ts';
import { showDashboard } from './show-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const clock = deps.clock ?? systemClock;
  app.get(
    '/shops/:shopId/dashboard',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: 'Dashboard numbers and the setup checklist (shop admin)',
        description:
          '`bookingsLast30Days`: bookings made in the last 30 days, cancelled ones left out. Checklist items are true once the studio has: a complete profile, an active treatment, booking hours, a closure time, a booking rule, a team member, a live stamp card. `stampsLast30Days`: stamps confirmed in the last 30 days. The phone assistant item is true once a Plus studio has activated its assistant.',
        params: z.object({ shopId: z.string().max(64) }),
        response: {
          200: dashboardSchema,
        },
      },
    },
    async function showShopDashboard(request) {
      return showDashboard(deps.db, shopOf(request).shop, clock.now());
    },
  );
};
