// Stamp cards (module stampsEnabled): the shop's one card, customers' requests for stamps or for
// redemption, and the shop's decisions on them. Paths and fields as the HTTP contract fixes them.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  createdStampRequestSchema,
  createStampRequestSchema,
  customerStampCardListQuerySchema,
  customerStampCardListSchema,
  decideStampRequestSchema,
  decideStampRequestsSchema,
  heldStampCardListSchema,
  myStampCardSchema,
  stampCardOverviewSchema,
  stampCardSchema,
  stampCardWriteSchema,
  stampRequestBulkDecisionSchema,
  stampRequestListQuerySchema,
  stampRequestListSchema,
  stampRequestSchema,
} from '@studio/domain/stamp-card-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { decideStampRequest } from './decide-stamp-request.ts';
import { decideStampRequests } from './decide-stamp-requests.ts';
import { listCustomerStampCards } from './list-customer-stamp-cards.ts';
import { listHeldStampCards } from './list-held-stamp-cards.ts';
import { listStampRequests } from './list-stamp-requests.ts';
import { requestStamp } from './request-stamp.ts';
import { saveStampCard } from './save-stamp-card.ts';
import { showMyStampCard } from './show-my-stamp-card.ts';
import { showStampCard } from './show-stamp-card.ts';
import { showStampCardOverview } from './show-stamp-card-overview.ts';
import { stampShopOf } from './stamp-card-access.ts';

const tags = ['stamp cards'];
const moduleNote =
  'While the shop’s stampsEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';

export const stampCardRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;

  app.get(
    '/shops/:shopId/stamp-card',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The shop’s live stamp card (public)',
        description: `404 (errorCode 9404) while the shop has no approved card. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: stampCardSchema },
      },
    },
    async function showShopStampCard(request) {
      const shop = await stampShopOf(db, request);
      return showStampCard(db, shop.id);
    },
  );

  app.put(
    '/shops/:shopId/stamp-card',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Set up or change the shop’s one stamp card (shop admin, global admin)',
        description: `A global admin’s card is live at once. A shop admin’s new or changed card becomes an approval request (subject \`stamp_card\`, subject id = the shop’s id): customers see the live card, or none, until a global admin approves it. Answers the shop admin’s overview. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: stampCardWriteSchema,
        response: { 200: stampCardOverviewSchema },
      },
    },
    async function saveShopStampCard(request) {
      const shop = await stampShopOf(db, request);
      const identity = requireIdentity(request);
      return saveStampCard(db, identity, shop.id, request.body, clock.now());
    },
  );

  app.get(
    '/shops/:shopId/stamp-card/overview',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The card, its change waiting for approval, and the totals (shop admin)',
        description: `Totals: customers holding the card, stamps given in the last 30 days, cards redeemed, pending requests. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: stampCardOverviewSchema },
      },
    },
    async function showShopStampCardOverview(request) {
      const shop = await stampShopOf(db, request);
      return showStampCardOverview(db, shop.id, clock.now());
    },
  );

  app.get(
    '/shops/:shopId/stamp-card/customers',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The customers’ cards, most recently changed first (shop admin)',
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: customerStampCardListQuerySchema,
        response: { 200: customerStampCardListSchema },
      },
    },
    async function listShopCustomerStampCards(request) {
      const shop = await stampShopOf(db, request);
      return listCustomerStampCards(db, shop.id, request.query);
    },
  );

  app.get(
    '/shops/:shopId/stamp-card/me',
    {
      config: { access: access.accountShop },
      schema: {
        tags,
        summary: 'The caller’s card at this shop (signed-in account)',
        description: `\`lastAction\` is the newest entry of the card’s log; \`pendingRequest\` the request waiting for the shop, with the short code to show at the counter. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: myStampCardSchema },
      },
    },
    async function showOwnStampCard(request) {
      const identity = requireIdentity(request);
      const shop = await stampShopOf(db, request);
      return showMyStampCard(db, identity, shop.id);
    },
  );

  app.post(
    '/shops/:shopId/stamp-card/requests',
    {
      config: { access: access.accountShop },
      schema: {
        tags,
        summary: 'Ask the shop for stamps or for the card’s redemption (signed-in account, not a guest)',
        description: `One pending request per customer and card (409, errorCode 9409). A stamp on a full card, or one that would overfill it: 409 (errorCode 2002); a redemption before the card is full: 409 (errorCode 2001). A guest: 403 (errorCode 9403). ${moduleNote}`,
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.forbidden,
          ErrorCode.conflict,
          ErrorCode.notEnoughStamps,
          ErrorCode.stampCardFull,
        ],
        params: shopParams,
        body: createStampRequestSchema,
        response: { 201: createdStampRequestSchema },
      },
    },
    async function createStampRequest(request, reply) {
      const identity = requireIdentity(request);
      const shop = await stampShopOf(db, request);
      const created = await requestStamp(db, identity, shop.id, request.body, clock.now());
      return reply.code(201).send({ id: created.id, status: 'pending' as const, code: created.code });
    },
  );

  app.get(
    '/shops/:shopId/stamp-card/requests',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The shop’s stamp requests (shop admin)',
        description: `Filter by \`status\` and by the customer’s short \`code\` (counter mode). Pending requests oldest first, others newest first. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: stampRequestListQuerySchema,
        response: { 200: stampRequestListSchema },
      },
    },
    async function listShopStampRequests(request) {
      const shop = await stampShopOf(db, request);
      const { limit, offset, ...filter } = request.query;
      return listStampRequests(db, shop.id, filter, { limit, offset });
    },
  );

  app.post(
    '/shops/:shopId/stamp-card/requests/decide',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Confirm or reject several requests at once (shop admin)',
        description:
          'Up to 100 ids, each decided on its own: `decided` holds the requests decided, `failed` the others with their errorCode (8001 already handled, 2001/2002 the card cannot take it, 9404 unknown).',
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: decideStampRequestsSchema,
        response: { 200: stampRequestBulkDecisionSchema },
      },
    },
    async function decideShopStampRequests(request) {
      const shop = await stampShopOf(db, request);
      const identity = requireIdentity(request);
      return decideStampRequests(db, identity, shop.id, request.body, clock.now());
    },
  );

  app.post(
    '/shops/:shopId/stamp-card/requests/:id/confirm',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Confirm a request: its stamps are added, or the full card redeemed (shop admin)',
        description:
          'Decided once: a later or simultaneous decision answers 409 (errorCode 8001), and the stamps are added once. A stamp the card can no longer take: 409 (errorCode 2002), a redemption of a card that is not full: 409 (errorCode 2001); the request then stays pending.',
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.notEnoughStamps,
          ErrorCode.stampCardFull,
          ErrorCode.requestAlreadyHandled,
        ],
        params: shopItemParams(ErrorCode.notFound),
        body: decideStampRequestSchema,
        response: { 200: stampRequestSchema },
      },
    },
    async function confirmShopStampRequest(request) {
      const shop = await stampShopOf(db, request);
      const identity = requireIdentity(request);
      return decideStampRequest(
        db,
        identity,
        shop.id,
        request.params.id,
        { status: 'confirmed' },
        clock.now(),
      );
    },
  );

  app.post(
    '/shops/:shopId/stamp-card/requests/:id/reject',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Reject a request, optionally with a reason the customer sees (shop admin)',
        description: 'Decided once: a later decision answers 409 (errorCode 8001).',
        errorCodes: [ErrorCode.notFound, ErrorCode.requestAlreadyHandled],
        params: shopItemParams(ErrorCode.notFound),
        body: decideStampRequestSchema,
        response: { 200: stampRequestSchema },
      },
    },
    async function rejectShopStampRequest(request) {
      const shop = await stampShopOf(db, request);
      const identity = requireIdentity(request);
      const reason = request.body?.reason ?? null;
      return decideStampRequest(
        db,
        identity,
        shop.id,
        request.params.id,
        { status: 'rejected', reason },
        clock.now(),
      );
    },
  );

  app.get(
    '/me/stamp-cards',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags,
        summary: 'Every stamp card the caller holds, with its shop (signed-in account)',
        response: { 200: heldStampCardListSchema },
      },
    },
    async function listOwnStampCards(request) {
      return listHeldStampCards(db, requireIdentity(request));
    },
  );
};
