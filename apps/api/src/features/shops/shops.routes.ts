import { moduleFlagsSchema, moduleFlagsUpdateSchema, shopSchema } from '@studio/domain/shop-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireRole } from '../../http/identity.ts';
import { findVisibleShop } from './find-visible-shop.ts';
import { presentShop } from './present-shop.ts';
import { findModuleFlags, updateModuleFlags } from './shops.repo.ts';

const shopParams = z.object({ id: z.string().max(64) });
const flagParams = z.object({ shopId: z.string().max(64) });

export const shopRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'A shop: public while active; its admins and global admins see every status',
        params: shopParams,
        response: { 200: shopSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => presentShop(await findVisibleShop(db, request.identity, request.params.id)),
  );

  app.get(
    '/flags/shop/:shopId',
    {
      schema: {
        tags: ['shops'],
        summary: 'Module flags of a shop',
        params: flagParams,
        response: { 200: moduleFlagsSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const shop = await findVisibleShop(db, request.identity, request.params.shopId);
      const flags = await findModuleFlags(db, shop.id);
      if (!flags) throw new AppError(1001);
      return flags;
    },
  );

  app.put(
    '/flags/shop/:shopId',
    {
      schema: {
        tags: ['shops'],
        summary: 'Change module flags (global admin)',
        params: flagParams,
        body: moduleFlagsUpdateSchema,
        response: { 200: moduleFlagsSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const identity = requireRole(request, 'globalAdmin');
      const shop = await findVisibleShop(db, identity, request.params.shopId);
      await updateModuleFlags(db, shop.id, request.body);
      const flags = await findModuleFlags(db, shop.id);
      if (!flags) throw new AppError(1001);
      return flags;
    },
  );
};
