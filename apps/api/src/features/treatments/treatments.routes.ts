// A shop's treatments: public reads while the shop is visible, writes for its admins.

import { adminPriceListQuerySchema, adminPriceListSchema } from '@studio/domain/admin-price-list-contract';
import {
  treatmentListSchema,
  treatmentSchema,
  treatmentsFromTemplatesSchema,
  treatmentTemplateListSchema,
  treatmentUpdateSchema,
  treatmentWriteSchema,
} from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { treatmentTemplates } from '@studio/domain/treatment-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { withNextCursor } from '../../http/next-cursor.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { withTotalCount } from '../../http/total-count.ts';
import { createTreatment } from './create-treatment.ts';
import { createTreatmentsFromTemplates } from './create-treatments-from-templates.ts';
import { deleteTreatment } from './delete-treatment.ts';
import { listAdminPriceList } from './list-admin-price-list.ts';
import { listTreatments } from './list-treatments.ts';
import { showTreatment } from './show-treatment.ts';
import { updateTreatment } from './update-treatment.ts';

export const treatmentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/shops/:shopId/services',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Treatments of a shop (public: active ones; its admins: all)',
        params: shopParams,
        response: { 200: treatmentListSchema },
      },
    },
    async function listShopTreatments(request) {
      const { shop, managed } = shopOf(request);
      return listTreatments(db, shop.id, { includeInactive: managed });
    },
  );

  app.get(
    '/services',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['booking setup'],
        summary: 'Every studio’s treatments: the price list (global admin)',
        description:
          '`search` matches part of the treatment’s or the studio’s name (any case); `shopId` narrows to one studio. Inactive treatments and studios of every status are included; prices are in the studio’s `currency`. Sorted by studio name, then the studio’s own order. The number of all matches is in the `x-total-count` header; beyond 1,000 (with `search`: beyond 200) it is the database’s estimate, and `x-total-count-estimated: true` says so. Pages by `offset` or, as fast at any depth, by `cursor` (from the previous page’s `x-next-cursor` header). Without a sign-in → 401 (errorCode 9401); a shop admin or customer → 403 (9403); a malformed filter → 400 (9400).',
        errorCodes: [ErrorCode.signInRequired, ErrorCode.forbidden, ErrorCode.invalidInput],
        querystring: adminPriceListQuerySchema,
        response: { 200: adminPriceListSchema },
      },
    },
    async function listTreatmentsOfAllShops(request, reply) {
      const { items, count, nextCursor } = await listAdminPriceList(db, request.query);
      return withNextCursor(withTotalCount(reply, count), nextCursor).send(items);
    },
  );

  app.get(
    '/shops/:shopId/services/:id',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'One treatment (inactive ones only for the shop’s admins; else 404, errorCode 9404)',
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        response: { 200: treatmentSchema },
      },
    },
    async function showShopTreatment(request) {
      const { shop, managed } = shopOf(request);
      return showTreatment(db, shop.id, request.params.id, { includeInactive: managed });
    },
  );

  app.post(
    '/shops/:shopId/services',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Add a treatment (shop admin)',
        description:
          '`teamMemberIds`: who performs it (none = everyone; an unknown id → 404, errorCode 8010). `extras`: extra direct prices and extra per-unit prices (empty or 0 = no extra cost).',
        errorCodes: [ErrorCode.teamMemberNotFound],
        params: shopParams,
        body: treatmentWriteSchema,
        response: { 201: treatmentSchema },
      },
    },
    async function addShopTreatment(request, reply) {
      const { shop } = shopOf(request);
      return reply.code(201).send(await createTreatment(db, shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/services/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Change a treatment (shop admin); fields left out stay',
        description: 'Bookings already made keep the name, price and duration they were booked with.',
        errorCodes: [ErrorCode.teamMemberNotFound, ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        body: treatmentUpdateSchema,
        response: { 200: treatmentSchema },
      },
    },
    async function changeShopTreatment(request) {
      const { shop } = shopOf(request);
      return updateTreatment(db, shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/services/:id',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Delete a treatment (shop admin)',
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        response: { 204: z.null() },
      },
    },
    async function removeShopTreatment(request, reply) {
      const { shop } = shopOf(request);
      await deleteTreatment(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shops/:shopId/service-templates',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Treatments to start from: a set for nail studios (shop admin)',
        params: shopParams,
        response: { 200: treatmentTemplateListSchema },
      },
    },
    async function listTreatmentTemplates() {
      return [...treatmentTemplates];
    },
  );

  app.post(
    '/shops/:shopId/services/from-templates',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['booking setup'],
        summary: 'Create treatments from templates (shop admin)',
        description:
          'In the order given, after the existing ones. An unknown template id → 404, errorCode 8102.',
        errorCodes: [ErrorCode.treatmentTemplateNotFound],
        params: shopParams,
        body: treatmentsFromTemplatesSchema,
        response: { 201: treatmentListSchema },
      },
    },
    async function addTreatmentsFromTemplates(request, reply) {
      const { shop } = shopOf(request);
      return reply.code(201).send(await createTreatmentsFromTemplates(db, shop.id, request.body.templateIds));
    },
  );
};
