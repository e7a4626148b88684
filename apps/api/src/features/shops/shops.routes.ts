import { ErrorCode } from '@studio/domain/error-codes';
import { shopStatuses } from '@studio/domain/shop';
import {
  createShopRequestSchema,
  managedShopSchema,
  moduleFlagsSchema,
  moduleFlagsUpdateSchema,
  shopAdminListSchema,
  shopBookingSettingsChangeSchema,
  shopDetailSchema,
  shopListQuerySchema,
  shopListSchema,
  updateShopRequestSchema,
} from '@studio/domain/shop-contract';
import {
  studioAddressSchema,
  studioSlugAnswerSchema,
  studioSlugChangeSchema,
} from '@studio/domain/studio-slug';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { RouteDeps } from '../../app-deps.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { withNextCursor } from '../../http/next-cursor.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopParams } from '../../http/shop-route-schemas.ts';
import { withTotalCount } from '../../http/total-count.ts';
import { changeBookingSettings } from './change-booking-settings.ts';
import { changeModuleFlags } from './change-module-flags.ts';
import { changeShopStatus } from './change-shop-status.ts';
import { changeStudioSlug } from './change-studio-slug.ts';
import { createShop } from './create-shop.ts';
import { deleteShop } from './delete-shop.ts';
import { showManagedShop } from './find-managed-shop.ts';
import { listShopAdmins } from './list-shop-admins.ts';
import { listShops } from './list-shops.ts';
import { presentShop } from './present-shop.ts';
import { shopImageRoutes } from './shop-images.routes.ts';
import { showModuleFlags } from './show-module-flags.ts';
import { showStudioAddress } from './show-studio-address.ts';
import { submitShopForReview } from './submit-shop-for-review.ts';
import { updateShop } from './update-shop.ts';

const flagParams = z.object({ shopId: z.string().max(64) });

export const shopRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const mail: MailContext = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    '/shops/all/true',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['shops'],
        summary: 'Every shop, newest first, with its owner (global admin)',
        description:
          '`search` matches part of the name, address, email or the owner’s name or email; `status` filters, and `reviewRequested=true` keeps the studios that asked for review. The number of matches is in the `x-total-count` header; beyond 1,000 (with `search`: beyond 200) it is the database’s estimate, and `x-total-count-estimated: true` says so. Pages by `offset` or, as fast at any depth, by `cursor` (from the previous page’s `x-next-cursor` header).',
        querystring: shopListQuerySchema,
        response: { 200: shopListSchema },
      },
    },
    async function listAllShops(request, reply) {
      const { shops, count, nextCursor } = await listShops(db, request.query);
      return withNextCursor(withTotalCount(reply, count), nextCursor).send(shops);
    },
  );

  app.post(
    '/shops',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['shops'],
        summary: 'Create a studio; it starts pending',
        description:
          'A signed-in user with a verified email (else 403, errorCode 1102) and no shop creates one and becomes its shopAdmin; a shop admin who already has a shop gets 409. A global admin may create shops for others (`ownerUid`). Images and the place id are completed later in the profile.',
        errorCodes: [ErrorCode.emailNotVerified, ErrorCode.forbidden, ErrorCode.notFound, ErrorCode.conflict],
        body: createShopRequestSchema,
        response: { 201: managedShopSchema },
      },
    },
    async function createNewShop(request, reply) {
      const identity = requireIdentity(request);
      return reply.code(201).send(await createShop(db, identity, request.body));
    },
  );

  app.get(
    '/shops/:shopId',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: 'A shop: public while active; its admins and global admins see every status',
        description:
          'Its admins and global admins also get `pendingChange`, `reviewRequestedAt` and `createdAt`.',
        params: shopParams,
        response: { 200: shopDetailSchema },
      },
    },
    async function showShop(request) {
      const { shop, managed } = shopOf(request);
      if (managed) return showManagedShop(db, shop);
      return presentShop(shop);
    },
  );

  app.put(
    '/shops/:shopId',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' }, level: 'owner' } },
      schema: {
        tags: ['shops'],
        summary: 'Change a shop (global admin at once; its shop admin partly for approval)',
        description:
          "A global admin's change applies at once. For the shop's own admin, booking settings (`timezone, slotStepMinutes, minLeadMinutes, horizonDays, autoConfirm`) apply at once while profile content becomes `pendingChange` until a global admin approves it. Fields not named here (e.g. `id`, `status`) are ignored.",
        params: shopParams,
        body: updateShopRequestSchema,
        response: { 200: managedShopSchema },
      },
    },
    async function changeShop(request) {
      const identity = requireIdentity(request);
      return updateShop(db, identity, request.params.shopId, request.body);
    },
  );

  app.put(
    '/shops/:shopId/slug',
    {
      config: { access: access.shopOwner },
      schema: {
        tags: ['shops'],
        summary: 'Change the studio’s readable address /s/{slug} (owner); the old one keeps leading to it',
        description:
          'Lower-case letters and digits in groups joined by single dashes, 3–60 characters (else 400, errorCode 9400). Applies at once, without approval. The former slug keeps leading to the studio (its page redirects to the new address); a slug another studio holds or held → 409, errorCode 2080.',
        errorCodes: [ErrorCode.studioAddressTaken],
        params: shopParams,
        body: studioSlugChangeSchema,
        response: { 200: studioSlugAnswerSchema },
      },
    },
    async function changeSlugOfShop(request) {
      return changeStudioSlug(db, shopOf(request).shop.id, request.body.slug);
    },
  );

  app.get(
    '/studio-addresses/:slug',
    {
      config: { access: access.public },
      schema: {
        tags: ['shops'],
        summary: 'The live studio a readable address (current or former slug) leads to',
        description:
          '`slug` in the answer is the studio’s current one: when it differs from the one asked, the page at /s/{slug} redirects there. Unknown, or a studio that is not live → 404, errorCode 1001.',
        errorCodes: [ErrorCode.shopNotFound],
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: studioAddressSchema },
      },
    },
    async function findStudioOfAddress(request) {
      return showStudioAddress(db, request.params.slug.toLowerCase());
    },
  );

  app.put(
    '/shops/:shopId/booking-settings',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['shops'],
        summary: 'Change the booking settings (manager, owner, global admin)',
        description:
          'Time zone, slot step, lead time, horizon and auto-confirm, applied at once. Managers change these here; the profile, plan, payouts and legal details stay with `PUT shops/{id}` (owner).',
        params: shopParams,
        body: shopBookingSettingsChangeSchema,
        response: { 200: managedShopSchema },
      },
    },
    async function changeShopBookingSettings(request) {
      return changeBookingSettings(db, shopOf(request).shop.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId',
    {
      config: { access: { role: 'globalAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: 'Delete a shop and everything of it (global admin)',
        description: 'Its shop admins become app users without a shop.',
        params: shopParams,
        response: { 204: z.null() },
      },
    },
    async function removeShop(request, reply) {
      await deleteShop(db, storage, request.params.shopId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/shops/:shopId/:status',
    {
      config: { access: { role: 'globalAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: 'Move a shop to another status (global admin)',
        description:
          'Allowed transitions: pending → active, pending_payment, inactive, suspended; pending_payment → active, pending, inactive, suspended; active → pending_payment, inactive, suspended; suspended → active, inactive; inactive → active, pending, pending_payment. Any other answers 409 (errorCode 9409). Becoming active needs at least one active treatment, booking hours and a team member, else 409 (errorCode 2050, `fields` naming each one missing: treatments, bookingHours, team). Going live out of pending or pending_payment mails the owner. Approving a studio under review into pending_payment takes it straight to active when its plan is already paid and nothing is missing.',
        errorCodes: [ErrorCode.conflict, ErrorCode.shopNotReadyToGoLive],
        params: z.object({ shopId: z.string().max(64), status: z.enum(shopStatuses) }),
        response: { 200: managedShopSchema },
      },
    },
    async function changeShopStatusOf(request) {
      return changeShopStatus(db, mail, request.params.shopId, request.params.status);
    },
  );

  app.post(
    '/shops/:shopId/submit-for-review',
    {
      config: { access: { role: 'shopAdmin', shop: { param: 'shopId' }, level: 'owner' } },
      schema: {
        tags: ['shops'],
        summary: 'Submit the studio profile for review (its shop admin)',
        description:
          'The profile including its pending change must be complete: name, address, phone, email, category, logo, background, and a place id or coordinates (else 400 naming the missing fields). Not for active or suspended shops (409).',
        errorCodes: [ErrorCode.conflict],
        params: shopParams,
        response: { 200: managedShopSchema },
      },
    },
    async function submitShopProfileForReview(request) {
      return submitShopForReview(db, request.params.shopId);
    },
  );

  app.get(
    '/shops/:shopId/admins',
    {
      config: { access: { role: 'globalAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: "A shop's admins (global admin)",
        description: 'Set or remove shop admins with PUT users/{uid} (`role`, `shopId`).',
        params: shopParams,
        response: { 200: shopAdminListSchema },
      },
    },
    async function listAdminsOfShop(request) {
      return listShopAdmins(db, request.params.shopId);
    },
  );

  await app.register(shopImageRoutes, deps);

  app.get(
    '/flags/shop/:shopId',
    {
      config: { access: { role: 'public', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: 'Module flags of a shop',
        params: flagParams,
        response: { 200: moduleFlagsSchema },
      },
    },
    async function showShopModuleFlags(request) {
      return showModuleFlags(db, shopOf(request).shop.id);
    },
  );

  app.put(
    '/flags/shop/:shopId',
    {
      config: { access: { role: 'globalAdmin', shop: { param: 'shopId' } } },
      schema: {
        tags: ['shops'],
        summary: 'Change module flags (global admin)',
        params: flagParams,
        body: moduleFlagsUpdateSchema,
        response: { 200: moduleFlagsSchema },
      },
    },
    async function changeShopModuleFlags(request) {
      return changeModuleFlags(db, shopOf(request).shop.id, request.body);
    },
  );
};
