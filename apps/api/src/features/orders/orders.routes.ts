// Orders and order groups (module ordersEnabled), the shop's live board and the tables' QR codes.
// Paths and fields the HTTP contract names are fixed; the rest is published in the OpenAPI document.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  parseTableList,
  tableLinkListSchema,
  tableOfTokenSchema,
  tableSheetQuerySchema,
} from '@studio/domain/menu-contract';
import {
  allOrdersQuerySchema,
  createOrderSchema,
  decideOrderSchema,
  orderGroupListSchema,
  orderGroupQuerySchema,
  orderGroupSchema,
  orderListQuerySchema,
  orderSchema,
  shopOrderListSchema,
} from '@studio/domain/order-contract';
import { maxLineQuantity, maxOrderItems, maxOrderLines } from '@studio/domain/order-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { shopParam } from '../../http/access-levels.ts';
import { AppError } from '../../http/app-error.ts';
import { answerOnce, idempotencyKeyHeaders } from '../../http/idempotent-answer.ts';
import { requireIdentity } from '../../http/identity.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import { managesShop, shopOf } from '../../http/route-access.ts';
import { createSessionEventStreams, defaultEventStreamLimits } from '../../http/session-event-stream.ts';
import { resolveJwtSecret } from '../../http/session-tokens.ts';
import { shopItemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { findSessionTokenAccount, findSessionTokenAccounts } from '../auth/auth.public.ts';
import { requireModuleEnabled } from '../shops/shops.public.ts';
import { closeOrderGroup } from './close-order-group.ts';
import { decideOrder } from './decide-order.ts';
import { listAllOrders } from './list-all-orders.ts';
import { listMyOrderGroups } from './list-my-order-groups.ts';
import { listShopOrders } from './list-shop-orders.ts';
import { createOrderBoardFeed } from './order-board-feed.ts';
import { ordersShopOf } from './orders-access.ts';
import { placeOrder } from './place-order.ts';
import { renderTableSheet } from './render-table-sheet.ts';
import { requestGroupPayment } from './request-group-payment.ts';
import { showOpenOrderGroup } from './show-open-order-group.ts';
import { showOrder } from './show-order.ts';
import { createTableTokens, tableUrlOf } from './table-tokens.ts';

const tags = ['orders'];
const moduleNote =
  'While the shop’s ordersEnabled flag is off: 404 (errorCode 9404) for everyone but a global admin.';
const orderExample = {
  tableNumber: '7',
  tableToken: 'Nw.q1Yj3cT0w8Wc1m5vJ9n2xA',
  items: [{ articleId: '0b6f3c2e-8a0e-4c56-9d5a-3f0b7c1e2d4a', quantity: 2 }],
};
const tokenParams = z.object({ shopId: z.string().max(64), token: z.string().max(200) });

export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const limits = resolveRateLimits(deps.rateLimits);
  const tableTokens = createTableTokens(await resolveJwtSecret(db, config.jwtSecret, config.dataDir));
  const feed = createOrderBoardFeed(db, deps.notifications);
  const boardStreams = createSessionEventStreams(
    db,
    {
      findAccount: (uid, tokenId) => findSessionTokenAccount(db, uid, tokenId),
      findAccounts: (sessions) => findSessionTokenAccounts(db, sessions),
    },
    {
      ...defaultEventStreamLimits,
      ...deps.eventStreamLimits,
    },
  );
  app.addHook('preClose', () => boardStreams.closeAll());
  app.addHook('onClose', async () => feed.close());

  function tablesOf(text: string): string[] {
    const tables = parseTableList(text);
    if (!tables) throw new AppError(ErrorCode.invalidInput, { fields: { tables: 'e.g. 1-12 or 1,2,7,Bar' } });
    return tables;
  }

  app.post(
    '/shops/:shopId/orders',
    {
      config: { access: { role: 'account', shop: shopParam } },
      schema: {
        tags,
        summary: 'Order from the menu at a table (any identity, guests too)',
        description: `\`tableToken\` is the token of the table’s QR code (the \`table\` parameter of its link, GET tables/links): signed for this shop and naming \`tableNumber\`, else 400 (errorCode 1303). At most ${maxOrderLines} lines, ${maxLineQuantity} of an article and ${maxOrderItems} items in all (400, errorCode 9400). Orders are limited per session and per client IP (429, errorCode 9429; not for the shop’s own admins). Prices are the menu’s at this moment. An unknown, unavailable or foreign article: 400 (errorCode 1302). The order joins the caller’s open visit (order group) or opens one for 4 hours; a visit open at another table: 409 (1322); \`groupId\` naming a closed or expired visit: 409 (1323), one that is not the caller’s: 404 (1321). An \`Idempotency-Key\` header makes a repeat answer the first order (its 201 and body); the key with another request: 422 (2060). \`dealId\`: a deal of the shop that is switched on, valid and of an order type takes its discount off the total and is redeemed with the order (a single-use deal once: 409 2003); unknown 404 (1000); another shop's, switched off, expired or not an order type 409 (2014); one that needs a purchase 409 (2010). ${moduleNote}`,
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.tableTokenInvalid,
          ErrorCode.rateLimited,
          ErrorCode.orderHasInvalidArticles,
          ErrorCode.orderGroupNotFound,
          ErrorCode.orderGroupSessionsOpen,
          ErrorCode.orderGroupOutOfTime,
          ErrorCode.dealNotFound,
          ErrorCode.dealNotRedeemable,
          ErrorCode.dealPurchaseRequired,
          ErrorCode.dealAlreadyRedeemed,
        ],
        params: shopParams,
        headers: idempotencyKeyHeaders,
        body: createOrderSchema,
        requestExample: { body: orderExample },
        response: { 201: orderSchema },
      },
    },
    async function createShopOrder(request, reply) {
      const shop = await ordersShopOf(db, request);
      const identity = requireIdentity(request);
      if (!shopOf(request).managed) {
        await consumeRateLimit(db, rateLimitBucket('order-session', identity.uid), limits.ordersPerSession);
        await consumeRateLimit(db, rateLimitBucket('order-ip', request.ip), limits.ordersPerIp);
      }
      return answerOnce(db, request, reply, 201, (trx) =>
        placeOrder(trx, identity, shop, request.body, { tableTokens, now: clock.now() }),
      );
    },
  );

  app.get(
    '/shops/:shopId/orders',
    {
      config: { access: { role: 'shopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary: 'The shop’s orders, newest first (shop admin)',
        description: moduleNote,
        errorCodes: [ErrorCode.notFound],
        params: shopParams,
        querystring: orderListQuerySchema,
        response: { 200: shopOrderListSchema },
      },
    },
    async function listOrdersOfShop(request) {
      const shop = await ordersShopOf(db, request);
      const { limit, offset, status } = request.query;
      return listShopOrders(db, shop.id, { status }, { limit, offset });
    },
  );

  app.get(
    '/shops/:shopId/orders/events',
    {
      config: { access: { role: 'shopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary:
          'The live board: server-sent events, one `order` event per new or changed order (shop admin)',
        description: `Needs \`Accept: text/event-stream\` (else 400, errorCode 9400). Each event’s data is a ShopOrder; orders changed in the seconds before connecting are sent first. The stream ends when its session does (sign-out, the account disabled or deleted) or the caller no longer administers the shop, checked every few seconds and before each event. At most 5 streams per user at once, across every instance: one more answers 429 (errorCode 9429). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.invalidInput, ErrorCode.rateLimited],
        params: shopParams,
        nonJsonAnswers: { 200: 'text/event-stream of `order` events' },
      },
    },
    async function streamOrderBoard(request, reply) {
      const shop = await ordersShopOf(db, request);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError(ErrorCode.invalidInput, { fields: { accept: 'text/event-stream' } });
      }
      // Orders carry customers' names: the stream ends when its session does or loses the shop.
      const stream = await boardStreams.open(request, reply, (account) => managesShop(account, shop.id));
      const stopWatching = feed.watch(shop.id, (order) => stream.send('order', order));
      stream.onEnd(stopWatching);
    },
  );

  app.get(
    '/shops/:shopId/orders/:id',
    {
      config: { access: { role: 'customerOrShopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary: 'One order: the customer who placed it, or the shop’s admins',
        description: `Anyone else, or an unknown order: 404 (errorCode 1300). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.orderNotFound],
        params: shopItemParams(ErrorCode.orderNotFound),
        response: { 200: orderSchema },
      },
    },
    async function showShopOrder(request) {
      const shop = await ordersShopOf(db, request);
      const { managed } = shopOf(request);
      return showOrder(db, requireIdentity(request), shop.id, managed, request.params.id);
    },
  );

  app.patch(
    '/shops/:shopId/orders/:id',
    {
      config: { access: { role: 'shopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary: 'Complete, decline or ask for payment (shop admin)',
        description: `From pending: completed, declined or request_payment; from request_payment: completed. Unknown: 404 (1300); an order already completed or declined: 409 (8001); another move: 409 (9409). ${moduleNote}`,
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.orderNotFound,
          ErrorCode.requestAlreadyHandled,
          ErrorCode.conflict,
        ],
        params: shopItemParams(ErrorCode.orderNotFound),
        body: decideOrderSchema,
        requestExample: { body: { status: 'completed' } },
        response: { 200: orderSchema },
      },
    },
    async function decideShopOrder(request) {
      const shop = await ordersShopOf(db, request);
      return decideOrder(db, shop.id, request.params.id, request.body.status);
    },
  );

  app.post(
    '/shops/:shopId/order-groups/:id/request-payment',
    {
      config: { access: { role: 'account', shop: shopParam } },
      schema: {
        tags,
        summary: 'Ask to pay the visit’s tab (the customer of the visit)',
        description: `Not the caller’s visit: 404 (1321); closed or expired: 409 (1323); nothing to pay: 409 (1320). ${moduleNote}`,
        errorCodes: [
          ErrorCode.notFound,
          ErrorCode.orderGroupNotFound,
          ErrorCode.orderGroupOutOfTime,
          ErrorCode.orderGroupEmpty,
        ],
        params: shopItemParams(ErrorCode.orderGroupNotFound),
        response: { 200: orderGroupSchema },
      },
    },
    async function requestOrderGroupPayment(request) {
      const shop = await ordersShopOf(db, request);
      return requestGroupPayment(db, requireIdentity(request), shop.id, request.params.id, clock.now());
    },
  );

  app.post(
    '/shops/:shopId/order-groups/:id/close',
    {
      config: { access: { role: 'shopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary: 'End a visit (shop admin): later orders open a new one',
        description: `Unknown: 404 (1321); already closed: 409 (1323). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.orderGroupNotFound, ErrorCode.orderGroupOutOfTime],
        params: shopItemParams(ErrorCode.orderGroupNotFound),
        response: { 200: orderGroupSchema },
      },
    },
    async function closeShopOrderGroup(request) {
      const shop = await ordersShopOf(db, request);
      return closeOrderGroup(db, shop.id, request.params.id, clock.now());
    },
  );

  app.get(
    '/me/order-group',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags,
        summary: 'The caller’s open visit at a shop: its orders and total',
        description: 'No open visit: 404 (errorCode 1321). The shop’s ordersEnabled flag off: 404 (9404).',
        errorCodes: [ErrorCode.shopNotFound, ErrorCode.notFound, ErrorCode.orderGroupNotFound],
        querystring: orderGroupQuerySchema,
        requestExample: { querystring: { shopId: '0b6f3c2e-8a0e-4c56-9d5a-3f0b7c1e2d4a' } },
        response: { 200: orderGroupSchema },
      },
    },
    async function showOwnOrderGroup(request) {
      const identity = requireIdentity(request);
      await requireModuleEnabled(db, request.query.shopId, 'ordersEnabled', identity);
      return showOpenOrderGroup(db, identity, request.query.shopId, clock.now());
    },
  );

  app.get(
    '/me/order-groups',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags,
        summary:
          'The caller’s visits at every shop with their orders, newest first (open tab and past orders)',
        response: { 200: orderGroupListSchema },
      },
    },
    async function listOwnOrderGroups(request) {
      return listMyOrderGroups(db, requireIdentity(request), clock.now());
    },
  );

  app.get(
    '/orders',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags,
        summary: 'Every shop’s orders, newest first (global admin)',
        description: 'Filter by shop, status and the UTC dates `from`–`to` (inclusive).',
        querystring: allOrdersQuerySchema,
        response: { 200: shopOrderListSchema },
      },
    },
    async function listOrdersOfAllShops(request) {
      const { limit, offset, ...filter } = request.query;
      return listAllOrders(db, filter, { limit, offset });
    },
  );

  app.get(
    '/shops/:shopId/tables/links',
    {
      config: { access: { role: 'shopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary: 'The QR links of tables, e.g. `tables=1-12` (shop admin)',
        description: `Each link opens the shop’s customer page with the table set, through a signed token. At most 200 tables. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.invalidInput],
        params: shopParams,
        querystring: tableSheetQuerySchema,
        requestExample: { querystring: { tables: '1-12' } },
        response: { 200: tableLinkListSchema },
      },
    },
    async function listTableLinks(request) {
      const shop = await ordersShopOf(db, request);
      return tablesOf(request.query.tables).map((tableNumber) => ({
        tableNumber,
        url: tableUrlOf(config.publicUrl, shop.id, tableTokens.sign(shop.id, tableNumber)),
      }));
    },
  );

  app.get(
    '/shops/:shopId/tables/sheet.pdf',
    {
      config: { access: { role: 'shopAdmin', shop: shopParam } },
      schema: {
        tags,
        summary: 'A printable A4 PDF of the tables’ QR codes (shop admin)',
        description: `Six tables a page, e.g. \`tables=1-12\`. ${moduleNote}`,
        errorCodes: [ErrorCode.notFound, ErrorCode.invalidInput],
        params: shopParams,
        querystring: tableSheetQuerySchema,
        requestExample: { querystring: { tables: '1-12' } },
        nonJsonAnswers: { 200: 'application/pdf' },
      },
    },
    async function sendTableSheet(request, reply) {
      const shop = await ordersShopOf(db, request);
      const tables = tablesOf(request.query.tables).map((tableNumber) => ({
        tableNumber,
        url: tableUrlOf(config.publicUrl, shop.id, tableTokens.sign(shop.id, tableNumber)),
      }));
      const pdf = await renderTableSheet(shop.name, tables, request.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tables-${shop.id.slice(0, 8)}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/shops/:shopId/tables/:token',
    {
      config: { access: { role: 'public', shop: shopParam } },
      schema: {
        tags,
        summary: 'The table a QR code’s token names (public)',
        description: `A token that is not this shop’s: 404 (errorCode 9404). ${moduleNote}`,
        errorCodes: [ErrorCode.notFound],
        params: tokenParams,
        response: { 200: tableOfTokenSchema },
      },
    },
    async function showTableOfToken(request) {
      const shop = await ordersShopOf(db, request);
      const tableNumber = tableTokens.verify(shop.id, request.params.token);
      if (!tableNumber) throw new AppError(ErrorCode.notFound);
      return { tableNumber };
    },
  );
};
