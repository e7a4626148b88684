// Deals (module dealsEnabled): the global admin's ready-made deals for several shops, a shop's own
// deals (approval), switching deals on and off per shop, and customers redeeming them. Paths,
// fields and codes as the HTTP contract fixes them.
import {
  dealActiveSchema,
  dealRedemptionListSchema,
  dealRedemptionSchema,
  dealWriteSchema,
  managedDealListSchema,
  managedDealSchema,
  ownDealPurchaseListSchema,
  publicDealListSchema,
  redeemDealSchema,
  savedShopDealSchema,
  shopDealOverviewSchema,
  shopDealSaleListSchema,
  shopDealSchema,
  shopDealWriteSchema,
  shopRedemptionListQuerySchema,
  shopRedemptionListSchema,
} from '@studio/domain/deal-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { answerOnce, idempotencyKeyHeaders } from '../../http/idempotent-answer.ts';
import { requireIdentity } from '../../http/identity.ts';
import { itemParams, shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import type { ApprovalDeps } from '../approvals/approvals.public.ts';
import { dealShopOf } from './deal-access.ts';
import { deleteDeal } from './delete-deal.ts';
import { listDeals } from './list-deals.ts';
import { listLiveDeals } from './list-live-deals.ts';
import { listOwnDealPurchases } from './list-own-deal-purchases.ts';
import { listOwnDealRedemptions } from './list-own-redemptions.ts';
import { listShopDealSales } from './list-shop-deal-sales.ts';
import { listShopRedemptions } from './list-shop-redemptions.ts';
import { purchaseDeal } from './purchase-deal.ts';
import { redeemDeal } from './redeem-deal.ts';
import { createCatalogueDeal, updateCatalogueDealById } from './save-catalogue-deal.ts';
import { changeShopDeal, proposeShopDeal } from './save-shop-deal.ts';
import { setDealActive } from './set-deal-active.ts';
import { showShopDealOverview } from './show-shop-deal-overview.ts';

const tags = ['deals'];
const moduleNote =
  'While the shop’s dealsEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';
const dealParams = itemParams(ErrorCode.dealNotFound);

const dealExample = {
  title: 'Gel-Maniküre −20 %',
  offerText: '20 % auf jede Gel-Maniküre',
  description: 'Gilt für alle Gel-Maniküren im Aktionszeitraum.',
  validFrom: '2026-12-01',
  validTo: '2026-12-31',
  hot: true,
  multiUse: false,
  type: 'independent',
  imageUrl: null,
  requiresPurchase: false,
};

export const dealRoutes: FastifyPluginAsyncZod<RouteDeps & ApprovalDeps> = async (app, deps) => {
  const { db, approvals } = deps;
  const clock = deps.clock ?? systemClock;
  const checkoutDeps = { db, payments: deps.payments, config: deps.config };

  app.get(
    '/deals',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Every deal with its shops and whether each switched it on (global admin)',
        response: { 200: managedDealListSchema },
      },
    },
    async function listAllDeals() {
      return listDeals(db);
    },
  );

  app.post(
    '/deals',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Create a ready-made deal for one or several shops (global admin)',
        description:
          'Live at once and switched off in each of its shops until the shop switches it on. Per type: `percent` for order_percentage and article_highlight, `articleIds` for article_highlight and bundle_price, `bundlePriceCents` for bundle_price; `priceCents` when `requiresPurchase`. An unknown shop: 400 (errorCode 9400, fields.shopIds).',
        errorCodes: [ErrorCode.invalidInput],
        body: dealWriteSchema,
        requestExample: { body: { ...dealExample, shopIds: ['00000000-0000-4000-8000-000000000001'] } },
        response: { 201: managedDealSchema },
      },
    },
    async function createDeal(request, reply) {
      return reply.code(201).send(await createCatalogueDeal(db, request.body));
    },
  );

  app.put(
    '/deals/:id',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Change a deal, its shops included (global admin)',
        description:
          'At once. Shops added start switched off; shops kept keep their state. Unknown: 404 (errorCode 1000).',
        errorCodes: [ErrorCode.invalidInput, ErrorCode.dealNotFound],
        params: dealParams,
        body: dealWriteSchema,
        requestExample: { body: { ...dealExample, shopIds: ['00000000-0000-4000-8000-000000000001'] } },
        response: { 200: managedDealSchema },
      },
    },
    async function updateDeal(request) {
      return updateCatalogueDealById(db, request.params.id, request.body);
    },
  );

  app.delete(
    '/deals/:id',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags,
        summary: 'Delete a deal from every shop (global admin)',
        errorCodes: [ErrorCode.dealNotFound],
        params: dealParams,
        response: { 204: z.null() },
      },
    },
    async function removeDeal(request, reply) {
      await deleteDeal(db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/shops/:shopId/deals',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The shop’s current deals: approved, switched on and valid today (public)',
        description: `Hot deals first, then those ending soonest. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: publicDealListSchema },
      },
    },
    async function listShopLiveDeals(request) {
      const shop = await dealShopOf(db, request);
      return listLiveDeals(db, shop, clock.now());
    },
  );

  app.get(
    '/shops/:shopId/deals/overview',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The shop’s deals, switched on or off, and its new deals waiting for approval (shop admin)',
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: shopDealOverviewSchema },
      },
    },
    async function showDealOverview(request) {
      const shop = await dealShopOf(db, request);
      return showShopDealOverview(db, approvals, shop.id);
    },
  );

  app.post(
    '/shops/:shopId/deals',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Propose an own deal for the shop (shop admin: approval; global admin: live at once)',
        description: `A shop admin’s deal becomes an approval request (subject \`deal\`, subject id = the deal’s id): customers do not see it until a global admin approves it; then it is switched on. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: shopDealWriteSchema,
        requestExample: { body: dealExample },
        response: { 201: savedShopDealSchema },
      },
    },
    async function proposeDeal(request, reply) {
      const shop = await dealShopOf(db, request);
      return reply.code(201).send(await proposeShopDeal(db, requireIdentity(request), shop.id, request.body));
    },
  );

  app.put(
    '/shops/:shopId/deals/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Change the shop’s own deal, or its proposal still waiting (shop admin: approval)',
        description: `Customers keep seeing the live deal until the change is approved. A ready-made deal is changed only by a global admin: 403 (errorCode 9403) for a shop admin. Unknown: 404 (errorCode 1000). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.forbidden, ErrorCode.dealNotFound],
        params: shopItemParams(ErrorCode.dealNotFound),
        body: shopDealWriteSchema,
        requestExample: { body: dealExample },
        response: { 200: savedShopDealSchema },
      },
    },
    async function changeDeal(request) {
      const shop = await dealShopOf(db, request);
      return changeShopDeal(db, requireIdentity(request), shop.id, request.params.id, request.body);
    },
  );

  app.put(
    '/shops/:shopId/deals/:id/active',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Switch a deal on or off for the shop, at once (shop admin)',
        description: `No approval needed. A deal that is not the shop’s: 404 (errorCode 1000). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.dealNotFound],
        params: shopItemParams(ErrorCode.dealNotFound),
        body: dealActiveSchema,
        requestExample: { body: { active: true } },
        response: { 200: shopDealSchema },
      },
    },
    async function switchDeal(request) {
      const shop = await dealShopOf(db, request);
      return setDealActive(db, shop.id, request.params.id, request.body.active);
    },
  );

  app.get(
    '/shops/:shopId/deals/redemptions',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The shop’s deal redemptions, newest first; staff check a customer’s code (shop admin)',
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: shopRedemptionListQuerySchema,
        response: { 200: shopRedemptionListSchema },
      },
    },
    async function listDealRedemptions(request) {
      const shop = await dealShopOf(db, request);
      return listShopRedemptions(db, shop.id, request.query);
    },
  );

  app.get(
    '/shops/:shopId/deals/sales',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The deals customers paid for at the shop, newest payment first (shop admin)',
        description: `Each paid purchase with its deal, price, buyer and \`state\`: \`paid\` (not yet redeemed) or \`redeemed\`. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: shopDealSaleListSchema },
      },
    },
    async function listDealSales(request) {
      const shop = await dealShopOf(db, request);
      return listShopDealSales(db, shop.id);
    },
  );

  app.post(
    '/shops/:shopId/deals/:id/redeem',
    {
      config: { access: access.accountShop },
      schema: {
        tags,
        summary: 'Redeem a deal (signed-in account, not a guest)',
        description: `Answers the redemption with a short code for the counter. A guest: 403 (errorCode 9403). Unknown deal: 404 (errorCode 1000); switched off, expired or another shop’s: 409 (errorCode 2014); an order-type deal without purchase is redeemed with an order: 409 (errorCode 2011); a deal that needs a purchase without a paid one: 409 (errorCode 2010); an unknown \`purchaseId\`: 404 (errorCode 2012); a single-use deal redeemed before: 409 (errorCode 2003), also under simultaneous requests (exactly one wins). ${moduleNote}`,
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.forbidden,
          ErrorCode.dealNotFound,
          ErrorCode.dealAlreadyRedeemed,
          ErrorCode.dealPurchaseRequired,
          ErrorCode.dealNeedsNoPurchase,
          ErrorCode.dealPurchaseNotFound,
          ErrorCode.dealNotRedeemable,
        ],
        params: shopItemParams(ErrorCode.dealNotFound),
        body: redeemDealSchema,
        requestExample: { body: {} },
        response: { 201: dealRedemptionSchema },
      },
    },
    async function redeemShopDeal(request, reply) {
      const identity = requireIdentity(request);
      const shop = await dealShopOf(db, request);
      const purchaseId = request.body?.purchaseId;
      return reply
        .code(201)
        .send(await redeemDeal(db, identity, shop, request.params.id, purchaseId, clock.now()));
    },
  );

  app.get(
    '/me/deals',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags,
        summary: 'The deals the caller redeemed, newest first (signed-in account)',
        response: { 200: dealRedemptionListSchema },
      },
    },
    async function listOwnDeals(request) {
      return listOwnDealRedemptions(db, requireIdentity(request));
    },
  );
  app.get(
    '/me/deal-purchases',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags,
        summary: 'The deals the caller bought at every shop, newest first (signed-in account)',
        description:
          'Each purchase with its deal, studio, price and `state`: `pending` (checkout started), `paid` (ready to redeem with `POST shops/{shopId}/deals/{dealId}/redeem` `{purchaseId}`), `redeemed`, or `failed`. Only the caller’s own purchases.',
        response: { 200: ownDealPurchaseListSchema },
      },
    },
    async function listOwnDealPurchasesRoute(request) {
      return listOwnDealPurchases(db, requireIdentity(request));
    },
  );
  app.post(
    '/shops/:shopId/deals/:id/purchase',
    {
      config: { access: { role: 'account', shop: { param: 'shopId' } } },
      schema: {
        tags: ['deals'],
        summary: 'Pay for a deal that needs a purchase (an account, not a guest)',
        description:
          'Answers the provider’s checkout and the purchase to redeem with once it is paid (`POST …/deals/{id}/redeem` `{purchaseId}`); the purchase becomes paid when the provider reports the payment, once. A guest: 403 (errorCode 9403); unknown deal: 404 (errorCode 1000); switched off, expired or another shop’s: 409 (errorCode 2014); a deal that needs no purchase: 409 (errorCode 2011); payouts not enabled: 409 (errorCode 2032). While the shop’s dealsEnabled flag is off: 404 (errorCode 9404).',
        errorCodes: [
          ErrorCode.forbidden,
          ErrorCode.dealNotFound,
          ErrorCode.dealNotRedeemable,
          ErrorCode.dealNeedsNoPurchase,
          ErrorCode.payoutsNotSetUp,
          ErrorCode.notFound,
        ],
        params: shopItemParams(ErrorCode.dealNotFound),
        headers: idempotencyKeyHeaders,
        response: { 201: z.object({ purchaseId: z.string(), checkoutUrl: z.string() }) },
      },
    },
    async function purchaseShopDeal(request, reply) {
      const shop = await dealShopOf(db, request);
      const identity = requireIdentity(request);
      return answerOnce(db, request, reply, 201, (trx) =>
        purchaseDeal({ ...checkoutDeps, db: trx }, identity, shop, request.params.id, { now: clock.now() }),
      );
    },
  );
};
