// Shops: the public shop page's data, module flags, and the governance of studios (spec §3–§7).
import { shopStatuses } from '@studio/domain/shop';
import {
  createShopRequestSchema,
  managedShopSchema,
  moduleFlagsSchema,
  moduleFlagsUpdateSchema,
  shopAdminListSchema,
  shopDetailSchema,
  shopListQuerySchema,
  shopListSchema,
  updateShopRequestSchema,
} from '@studio/domain/shop-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { canManageShop, requireIdentity, requireRole, requireShopAdminOf } from '../../http/identity.ts';
import { changeShopStatus } from './change-shop-status.ts';
import { createShop } from './create-shop.ts';
import { deleteShop } from './delete-shop.ts';
import { showManagedShop } from './find-managed-shop.ts';
import { findVisibleShop } from './find-visible-shop.ts';
import { listShopAdmins } from './list-shop-admins.ts';
import { listShops } from './list-shops.ts';
import { presentShop } from './present-shop.ts';
import { shopImageRoutes } from './shop-images.routes.ts';
import { findModuleFlags, updateModuleFlags } from './shops.repo.ts';
import { submitShopForReview } from './submit-shop-for-review.ts';
import { updateShop } from './update-shop.ts';

const shopParams = z.object({ id: z.string().max(64) });
const flagParams = z.object({ shopId: z.string().max(64) });
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const managedAnswers = { 400: errorEnvelopeSchema, ...refusals, 404: errorEnvelopeSchema };

export const shopRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const mail: MailContext = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    '/shops/all/true',
    {
      schema: {
        tags: ['shops'],
        summary: 'Every shop, newest first, with its owner (global admin)',
        description:
          '`search` matches part of the name, address, email or the owner’s name or email; `status` filters. The number of matches is in the `x-total-count` header.',
        security: [{ bearer: [] }],
        querystring: shopListQuerySchema,
        response: { 200: shopListSchema, 400: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      requireRole(request, 'globalAdmin');
      const { shops, total } = await listShops(db, request.query);
      return reply.header('x-total-count', String(total)).send(shops);
    },
  );

  app.post(
    '/shops',
    {
      schema: {
        tags: ['shops'],
        summary: 'Create a studio; it starts pending',
        description:
          'A signed-in user with a verified email (else 403, errorCode 1102) and no shop creates one and becomes its shopAdmin; a shop admin who already has a shop gets 409. A global admin may create shops for others (`ownerUid`). Images and the place id are completed later in the profile.',
        security: [{ bearer: [] }],
        body: createShopRequestSchema,
        response: { 201: managedShopSchema, ...managedAnswers, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      return reply.code(201).send(await createShop(db, identity, request.body));
    },
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'A shop: public while active; its admins and global admins see every status',
        description:
          'Its admins and global admins also get `pendingChange`, `reviewRequestedAt` and `createdAt`.',
        params: shopParams,
        response: { 200: shopDetailSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const shop = await findVisibleShop(db, request.identity, request.params.id);
      if (canManageShop(request.identity, shop.id)) return showManagedShop(db, shop);
      return presentShop(shop);
    },
  );

  app.put(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'Change a shop (global admin at once; its shop admin partly for approval)',
        description:
          "A global admin's change applies at once. For the shop's own admin, booking settings (`timezone, slotStepMinutes, minLeadMinutes, horizonDays, autoConfirm`) apply at once while profile content becomes `pendingChange` until a global admin approves it. Fields not named here (e.g. `id`, `status`) are ignored.",
        security: [{ bearer: [] }],
        params: shopParams,
        body: updateShopRequestSchema,
        response: { 200: managedShopSchema, ...managedAnswers },
      },
    },
    async (request) => {
      const identity = requireShopAdminOf(request, request.params.id);
      return updateShop(db, identity, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:id',
    {
      schema: {
        tags: ['shops'],
        summary: 'Delete a shop and everything of it (global admin)',
        description: 'Its shop admins become app users without a shop.',
        security: [{ bearer: [] }],
        params: shopParams,
        response: { 204: z.null(), ...refusals, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      requireRole(request, 'globalAdmin');
      await deleteShop(db, storage, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/shops/:id/:status',
    {
      schema: {
        tags: ['shops'],
        summary: 'Move a shop to another status (global admin)',
        description:
          'Allowed transitions: pending → active, pending_payment, inactive, suspended; pending_payment → active, pending, inactive, suspended; active → pending_payment, inactive, suspended; suspended → active, inactive; inactive → active, pending, pending_payment. Any other answers 409 (errorCode 9409). Going live out of pending or pending_payment mails the owner.',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64), status: z.enum(shopStatuses) }),
        response: { 200: managedShopSchema, ...managedAnswers, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      requireRole(request, 'globalAdmin');
      return changeShopStatus(db, mail, request.params.id, request.params.status);
    },
  );

  app.post(
    '/shops/:id/submit-for-review',
    {
      schema: {
        tags: ['shops'],
        summary: 'Submit the studio profile for review (its shop admin)',
        description:
          'The profile including its pending change must be complete: name, address, phone, email, category, logo, background, and a place id or coordinates (else 400 naming the missing fields). Not for active or suspended shops (409).',
        security: [{ bearer: [] }],
        params: shopParams,
        response: { 200: managedShopSchema, ...managedAnswers, 409: errorEnvelopeSchema },
      },
    },
    async (request) => {
      requireShopAdminOf(request, request.params.id);
      return submitShopForReview(db, request.params.id);
    },
  );

  app.get(
    '/shops/:id/admins',
    {
      schema: {
        tags: ['shops'],
        summary: "A shop's admins (global admin)",
        description: 'Set or remove shop admins with PUT users/{uid} (`role`, `shopId`).',
        security: [{ bearer: [] }],
        params: shopParams,
        response: { 200: shopAdminListSchema, ...refusals, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      requireRole(request, 'globalAdmin');
      return listShopAdmins(db, request.params.id);
    },
  );

  await app.register(shopImageRoutes, deps);

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
