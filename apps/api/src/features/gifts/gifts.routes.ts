// Gifts (module giftsEnabled): the shop's gifts for customers, managed by global admins (at once)
// and shop admins (approval); customers claim a gift once; staff hand claimed gifts over.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  type GiftWrite,
  giftClaimListQuerySchema,
  giftClaimListSchema,
  giftClaimSchema,
  giftListSchema,
  giftSchema,
  giftUpdateSchema,
  giftWriteResultSchema,
  giftWriteSchema,
  managedGiftListSchema,
  ownGiftListSchema,
} from '@studio/domain/gift-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { changeGift } from './change-gift.ts';
import { claimGift } from './claim-gift.ts';
import { createGift } from './create-gift.ts';
import { giftShopOf } from './gift-access.ts';
import { handOverGiftClaim } from './hand-over-gift-claim.ts';
import { listGiftClaims } from './list-gift-claims.ts';
import { listGifts } from './list-gifts.ts';
import { listManagedGifts } from './list-managed-gifts.ts';
import { listOwnGifts } from './list-own-gifts.ts';
import { removeGift } from './remove-gift.ts';

const tags = ['gifts'];
const moduleNote =
  'While the shop’s giftsEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';
const approvalNote =
  'A global admin’s change applies at once. A shop admin’s becomes an approval request (subject `gift`, subject id = the gift’s id): customers see the live gift, or none, until a global admin approves it.';

const giftExample: GiftWrite = {
  title: 'Willkommensgeschenk',
  offerText: 'Gratis Nagelpflege-Öl zur ersten Maniküre',
  description: 'Einmal pro Kundin, solange der Vorrat reicht.',
  type: 'welcome',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  imageUrl: '/uploads/gift.webp',
};

export const giftRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/shops/:shopId/gifts',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The shop’s gifts as customers see them (public)',
        description: `Approved gifts inside their validity on the shop’s local day, newest first; with a token, \`claim\` is the caller’s claim of each. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: giftListSchema },
      },
    },
    async function listShopGifts(request) {
      const shop = await giftShopOf(db, request);
      return listGifts(db, shop, request.identity, clock.now());
    },
  );

  app.get(
    '/me/gifts',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags,
        summary: 'The gifts the caller holds at every studio, newest claim first (signed-in account)',
        description:
          'Each claimed gift with its studio and its claim (`claimed`, or `handed_over` once the staff gave it).',
        response: { 200: ownGiftListSchema },
      },
    },
    async function listOwnGiftsRoute(request) {
      return listOwnGifts(db, requireIdentity(request));
    },
  );

  app.get(
    '/shops/:shopId/gifts/overview',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Every gift of the shop with its pending change and claim counts (shop admin)',
        description: `New gifts waiting for approval first (\`live\` null), then the live ones, whatever their validity. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: managedGiftListSchema },
      },
    },
    async function listShopManagedGifts(request) {
      const shop = await giftShopOf(db, request);
      return listManagedGifts(db, shop.id);
    },
  );

  app.post(
    '/shops/:shopId/gifts',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Create a gift (shop admin: approval; global admin: at once)',
        description: `${approvalNote} ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: giftWriteSchema,
        requestExample: { body: giftExample },
        response: { 201: giftWriteResultSchema },
      },
    },
    async function createShopGift(request, reply) {
      const shop = await giftShopOf(db, request);
      const created = await createGift(db, requireIdentity(request), shop.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/shops/:shopId/gifts/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Change a gift (shop admin: approval; global admin: at once)',
        description: `${approvalNote} A shop admin may also amend its own new gift while it waits. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        body: giftUpdateSchema,
        requestExample: { body: { offerText: 'Gratis Nagelpflege-Öl' } },
        response: { 200: giftWriteResultSchema },
      },
    },
    async function changeShopGift(request) {
      const shop = await giftShopOf(db, request);
      return changeGift(db, requireIdentity(request), shop.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/gifts/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Remove a gift (shop admin: approval; global admin: at once)',
        description: `204 when removed at once (global admin), 202 when the removal waits for approval (shop admin). Claims already made stay to be handed over. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        nonJsonAnswers: { 202: 'the removal waits for approval', 204: 'removed' },
      },
    },
    async function removeShopGift(request, reply) {
      const shop = await giftShopOf(db, request);
      const outcome = await removeGift(db, requireIdentity(request), shop.id, request.params.id);
      return reply.code(outcome === 'removed' ? 204 : 202).send();
    },
  );

  app.post(
    '/shops/:shopId/gifts/:id/claim',
    {
      config: { access: access.accountShop },
      schema: {
        tags,
        summary: 'Claim a gift, once (a customer’s account, not a guest)',
        description: `201 with the gift and the new claim; a second claim, also a simultaneous one: 409 (errorCode 9409). A guest or an admin: 403 (errorCode 9403). A gift customers cannot see (unknown, removed, outside its validity): 404 (errorCode 9404). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.forbidden, ErrorCode.conflict],
        params: shopItemParams(ErrorCode.notFound),
        response: { 201: giftSchema },
      },
    },
    async function claimShopGift(request, reply) {
      const shop = await giftShopOf(db, request);
      const claimed = await claimGift(db, requireIdentity(request), shop, request.params.id, clock.now());
      return reply.code(201).send(claimed);
    },
  );

  app.get(
    '/shops/:shopId/gift-claims',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The customers’ claims (shop admin)',
        description: `Claims still to hand over first, oldest first; then the handed-over ones, newest first. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: giftClaimListQuerySchema,
        response: { 200: giftClaimListSchema },
      },
    },
    async function listShopGiftClaims(request) {
      const shop = await giftShopOf(db, request);
      const { limit, offset, status } = request.query;
      return listGiftClaims(db, shop.id, { status }, { limit, offset });
    },
  );

  app.post(
    '/shops/:shopId/gift-claims/:id/hand-over',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Mark a claimed gift as handed over (shop admin)',
        description: `Once: a later or simultaneous marking answers 409 (errorCode 8001). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.requestAlreadyHandled],
        params: shopItemParams(ErrorCode.notFound),
        response: { 200: giftClaimSchema },
      },
    },
    async function handOverShopGiftClaim(request) {
      const shop = await giftShopOf(db, request);
      return handOverGiftClaim(db, requireIdentity(request), shop.id, request.params.id);
    },
  );
};
