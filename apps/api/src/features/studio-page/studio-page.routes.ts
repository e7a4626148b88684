// The studio page's table of contents: which links and app tabs have something in them.
import { studioPageSectionsSchema } from '@studio/domain/studio-page-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopParams } from '../../http/shop-route-schemas.ts';
import { showStudioPageSections } from './show-studio-page-sections.ts';

export const studioPageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/shops/:shopId/page-sections',
    {
      config: { access: access.publicShop },
      schema: {
        tags: ['shops'],
        summary: 'Which sections of the studio page have content (public)',
        description:
          'Each of deals, stampCard, gifts, bonusCard, vouchers, menu, orders and reservations is true while its module is on and customers would find something in it today (a live deal, the stamp card, a valid gift, an accepted bonus card, an active voucher offer, an available menu article; orders need the menu; reservations follow their module). The studio page links and the studio app tabs show only these, so no customer opens an empty tab.',
        params: shopParams,
        response: { 200: studioPageSectionsSchema },
      },
    },
    async function showShopPageSections(request) {
      return showStudioPageSections(db, shopOf(request).shop, clock.now());
    },
  );
};
