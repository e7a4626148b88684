// Vouchers (module vouchersEnabled): offers, purchase, claim, the holder's balances and redemption
// requests, and the studio's sold vouchers, requests, manual redemption and refunds.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  checkoutStartedSchema,
  claimVoucherSchema,
  createdRedeemRequestSchema,
  heldVoucherListSchema,
  manualRedeemSchema,
  redeemRequestWriteSchema,
  soldVoucherListSchema,
  soldVoucherSchema,
  voucherLogSchema,
  voucherOfferListSchema,
  voucherOfferSchema,
  voucherOfferWriteSchema,
  voucherPurchaseSchema,
  voucherRedeemRequestListQuerySchema,
  voucherRedeemRequestListSchema,
  voucherRedeemRequestSchema,
} from '@studio/domain/voucher-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { answerOnce, idempotencyKeyHeaders } from '../../http/idempotent-answer.ts';
import { requireIdentity } from '../../http/identity.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import { shopOf } from '../../http/route-access.ts';
import { itemParams, shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { claimVoucherByCode } from './claim-voucher.ts';
import { decideVoucherRedeemRequest } from './decide-voucher-redeem-request.ts';
import { listMyVouchers } from './list-held-vouchers.ts';
import { listShopRedeemRequests, listShopVouchers, showVoucherLog } from './list-sold-vouchers.ts';
import { purchaseVoucher } from './purchase-voucher.ts';
import { redeemVoucherManually } from './redeem-voucher-manually.ts';
import { refundVoucher } from './refund-voucher.ts';
import { requestVoucherRedemption } from './request-voucher-redemption.ts';
import { createVoucherOffer, deleteVoucherOffer, updateVoucherOffer } from './save-voucher-offer.ts';
import { voucherShopOf } from './voucher-access.ts';
import { listVoucherOffers } from './voucher-offers.ts';

const tags = ['vouchers'];
const moduleNote =
  'While the shop’s vouchersEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';
const offerExample = { name: 'Gutschein 50 €', valueCents: 5000, priceCents: 4500, active: true };
const idParams = itemParams(ErrorCode.voucherNotFound);

export const voucherRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, payments, config } = deps;
  const clock = deps.clock ?? systemClock;
  const now = () => new Date(clock.now());
  const limits = resolveRateLimits(deps.rateLimits);

  app.get(
    '/shops/:shopId/voucher-offers',
    {
      config: { access: access.publicShop },
      schema: {
        tags,
        summary: 'The voucher offers: active ones for customers, all for the studio’s admins',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: voucherOfferListSchema },
      },
    },
    async function listShopVoucherOffers(request) {
      const shop = await voucherShopOf(db, request);
      return listVoucherOffers(db, shop, { managed: shopOf(request).managed });
    },
  );

  app.post(
    '/shops/:shopId/voucher-offers',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Create a voucher offer; the price may differ from the value (shop admin)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        body: voucherOfferWriteSchema,
        requestExample: { body: offerExample },
        response: { 201: voucherOfferSchema },
      },
    },
    async function createShopVoucherOffer(request, reply) {
      const shop = await voucherShopOf(db, request);
      return reply.code(201).send(await createVoucherOffer(db, shop, request.body));
    },
  );

  app.put(
    '/shops/:shopId/voucher-offers/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Change a voucher offer (shop admin); vouchers already sold keep their value',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        body: voucherOfferWriteSchema,
        requestExample: { body: offerExample },
        response: { 200: voucherOfferSchema },
      },
    },
    async function updateShopVoucherOffer(request) {
      const shop = await voucherShopOf(db, request);
      return updateVoucherOffer(db, shop, request.params.id, request.body);
    },
  );

  app.delete(
    '/shops/:shopId/voucher-offers/:id',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Withdraw a voucher offer (shop admin); vouchers already sold stay valid',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopItemParams(ErrorCode.notFound),
        response: { 204: z.null() },
      },
    },
    async function deleteShopVoucherOffer(request, reply) {
      const shop = await voucherShopOf(db, request);
      await deleteVoucherOffer(db, shop.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/shops/:shopId/vouchers/purchase',
    {
      config: { access: access.accountShop },
      schema: {
        tags,
        summary: 'Buy a voucher, optionally as a gift (any signed-in identity, a guest session too)',
        description: `Answers the provider’s checkout. When the payment succeeds the voucher exists (active, a code, log \`purchased\`; \`gifted\` with a recipient), once per payment however often the provider reports it, and its code and printable PDF go by mail to the buyer and the recipient. The same \`Idempotency-Key\` with the same request answers the first checkout again; with another request 422 (errorCode 2060). Payouts not enabled: 409 (errorCode 2032); unknown or inactive offer: 404 (errorCode 9404). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.payoutsNotSetUp],
        params: shopParams,
        headers: idempotencyKeyHeaders,
        body: voucherPurchaseSchema,
        requestExample: {
          body: {
            offerId: '5b0c1a7e-3f7a-4f55-9c1e-2d2f4a0b9c11',
            buyer: { name: 'Anna Schmidt', email: 'anna@example.com' },
            recipient: { name: 'Mia Schmidt', email: 'mia@example.com' },
            message: 'Alles Gute zum Geburtstag!',
          },
        },
        response: { 201: checkoutStartedSchema },
      },
    },
    async function purchaseShopVoucher(request, reply) {
      const shop = await voucherShopOf(db, request);
      const identity = requireIdentity(request);
      return answerOnce(db, request, reply, 201, (trx) =>
        purchaseVoucher({ db: trx, payments, config }, shop, identity, request.body, {
          locale: request.locale,
        }),
      );
    },
  );

  app.post(
    '/vouchers/claim',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Put a voucher into the caller’s account by its code (signed-in account)',
        description:
          'Log `claimed`. An unknown code and a code in another account answer alike: 409 (errorCode 9409, `fields.code` "unknown or already claimed"); a guest: 403 (errorCode 9403). Codes are read regardless of case and dashes. Limited per account and per client address (429, errorCode 9429).',
        errorCodes: [ErrorCode.conflict, ErrorCode.forbidden, ErrorCode.notFound, ErrorCode.rateLimited],
        body: claimVoucherSchema,
        requestExample: { body: { code: 'ABCD-EFGH-JKMN' } },
        response: { 201: z.object({ id: z.string(), shopId: z.string() }) },
      },
    },
    async function claimVoucher(request, reply) {
      const identity = requireIdentity(request);
      await consumeRateLimit(
        db,
        rateLimitBucket('voucher-claims-account', identity.uid),
        limits.voucherClaimsPerAccount,
      );
      await consumeRateLimit(db, rateLimitBucket('voucher-claims-ip', request.ip), limits.voucherClaimsPerIp);
      return reply.code(201).send(await claimVoucherByCode(db, identity, request.body.code));
    },
  );

  app.get(
    '/me/vouchers',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'The caller’s vouchers with balance, pending request and log (signed-in account)',
        response: { 200: heldVoucherListSchema },
      },
    },
    async function listOwnVouchers(request) {
      return listMyVouchers(db, requireIdentity(request));
    },
  );

  app.post(
    '/me/vouchers/:id/redeem-requests',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Ask the studio to redeem an amount at the counter (the voucher’s holder)',
        description:
          'One pending request per voucher (409, errorCode 9409). More than the remaining value: 409 (errorCode 2031); inactive or expired: 409 (errorCode 2033); payouts not enabled: 409 (errorCode 2032); not the caller’s voucher: 404 (errorCode 2030).',
        errorCodes: [
          ErrorCode.voucherNotFound,
          ErrorCode.voucherBalanceTooLow,
          ErrorCode.voucherNotRedeemable,
          ErrorCode.payoutsNotSetUp,
          ErrorCode.conflict,
          ErrorCode.notFound,
        ],
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: redeemRequestWriteSchema,
        requestExample: { body: { amountCents: 2000 } },
        response: { 201: createdRedeemRequestSchema },
      },
    },
    async function createVoucherRedeemRequest(request, reply) {
      const identity = requireIdentity(request);
      return answerOnce(db, request, reply, 201, (trx) =>
        requestVoucherRedemption(trx, identity, request.params.id, request.body.amountCents, now()),
      );
    },
  );

  app.get(
    '/shops/:shopId/vouchers/requests',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Redemption requests (shop admin): pending ones oldest first, others newest first',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: voucherRedeemRequestListQuerySchema,
        requestExample: { querystring: { status: 'pending' } },
        response: { 200: voucherRedeemRequestListSchema },
      },
    },
    async function listVoucherRedeemRequests(request) {
      const shop = await voucherShopOf(db, request);
      return listShopRedeemRequests(db, shop.id, request.query.status);
    },
  );

  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      `/shops/:shopId/vouchers/requests/:id/${decision}`,
      {
        config: { access: access.shopAdmin },
        schema: {
          tags,
          summary:
            decision === 'confirm'
              ? 'Confirm a redemption request: the amount comes off the voucher (shop admin)'
              : 'Reject a redemption request (shop admin)',
          description:
            decision === 'confirm'
              ? 'Decided once: a later or simultaneous decision answers 409 (errorCode 8001). The balance never goes below 0, also under simultaneous confirmations: one that no longer fits answers 409 (errorCode 2031) and the request stays pending; an inactive or expired voucher 409 (errorCode 2033).'
              : 'Decided once: a later decision answers 409 (errorCode 8001).',
          errorCodes:
            decision === 'confirm'
              ? [
                  ErrorCode.notFound,
                  ErrorCode.requestAlreadyHandled,
                  ErrorCode.voucherBalanceTooLow,
                  ErrorCode.voucherNotRedeemable,
                  ErrorCode.voucherNotFound,
                  ErrorCode.payoutsNotSetUp,
                ]
              : [ErrorCode.notFound, ErrorCode.requestAlreadyHandled],
          params: shopItemParams(ErrorCode.notFound),
          headers: idempotencyKeyHeaders,
          response: { 200: voucherRedeemRequestSchema },
        },
      },
      async function decideVoucherRequest(request, reply) {
        const shop = await voucherShopOf(db, request);
        const staff = requireIdentity(request);
        const status = decision === 'confirm' ? 'confirmed' : 'rejected';
        return answerOnce(db, request, reply, 200, (trx) =>
          decideVoucherRedeemRequest(trx, staff, shop.id, request.params.id, status, now()),
        );
      },
    );
  }

  app.get(
    '/shops/:shopId/vouchers',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The studio’s sold vouchers, newest first (shop admin)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        response: { 200: soldVoucherListSchema },
      },
    },
    async function listSoldShopVouchers(request) {
      const shop = await voucherShopOf(db, request);
      return listShopVouchers(db, shop.id);
    },
  );

  app.get(
    '/shops/:shopId/vouchers/:id/log',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'A sold voucher’s action log (shop admin)',
        description: `Types: purchased, claimed, gifted, redeemed, refunded, expired, unknown. Unknown voucher: 404 (errorCode 2030). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.voucherNotFound],
        params: shopItemParams(ErrorCode.voucherNotFound),
        response: { 200: voucherLogSchema },
      },
    },
    async function showShopVoucherLog(request) {
      const shop = await voucherShopOf(db, request);
      return showVoucherLog(db, shop.id, request.params.id);
    },
  );

  app.post(
    '/shops/:shopId/vouchers/:id/redeem',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Redeem an amount at the counter without a request (shop admin; `confirm: true` required)',
        description:
          'Without `confirm: true`: 400 (errorCode 9400). More than the remaining value: 409 (errorCode 2031); inactive or expired: 409 (errorCode 2033); payouts not enabled: 409 (errorCode 2032); unknown: 404 (errorCode 2030).',
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.voucherNotFound,
          ErrorCode.voucherBalanceTooLow,
          ErrorCode.voucherNotRedeemable,
          ErrorCode.payoutsNotSetUp,
        ],
        params: shopItemParams(ErrorCode.voucherNotFound),
        headers: idempotencyKeyHeaders,
        body: manualRedeemSchema,
        requestExample: { body: { amountCents: 2000, confirm: true } },
        response: { 200: soldVoucherSchema },
      },
    },
    async function redeemShopVoucher(request, reply) {
      const shop = await voucherShopOf(db, request);
      const staff = requireIdentity(request);
      return answerOnce(db, request, reply, 200, (trx) =>
        redeemVoucherManually(trx, staff, shop.id, request.params.id, request.body.amountCents, now()),
      );
    },
  );

  app.post(
    '/shops/:shopId/vouchers/:id/refund',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Refund a sold voucher: the price goes back, the voucher becomes inactive (shop admin)',
        description: `Log \`refunded\`. Already inactive: 409 (errorCode 2033); unknown: 404 (errorCode 2030). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.voucherNotFound, ErrorCode.voucherNotRedeemable],
        params: shopItemParams(ErrorCode.voucherNotFound),
        headers: idempotencyKeyHeaders,
        response: { 200: soldVoucherSchema },
      },
    },
    async function refundShopVoucher(request, reply) {
      const shop = await voucherShopOf(db, request);
      const staff = requireIdentity(request);
      return answerOnce(db, request, reply, 200, (trx) =>
        refundVoucher(trx, payments, staff, shop.id, request.params.id),
      );
    },
  );
};
