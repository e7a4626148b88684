// Push messages: a shop's message to its customers (one per sender per 24 hours), the customers'
// Web Push subscriptions and their inbox. Paths and fields as the HTTP contract fixes them.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  createdPushMessageSchema,
  inboxMessageSchema,
  pushMessageListQuerySchema,
  pushMessageOverviewSchema,
  pushMessageWriteSchema,
  pushSubscriptionWriteSchema,
  savedPushSubscriptionSchema,
  vapidPublicKeySchema,
} from '@studio/domain/push-message-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { shopParams } from '../../http/shop-route-schemas.ts';
import { listInboxMessages } from './list-inbox-messages.ts';
import { sendPushMessage } from './send-push-message.ts';
import { showPushMessages } from './show-push-messages.ts';
import { subscribeToPush } from './subscribe-to-push.ts';

const tags = ['push messages'];

const pushMessageExample = {
  title: 'Neue Termine frei',
  body: 'Diese Woche haben wir noch Termine für Gel-Nägel. Jetzt buchen!',
  type: 'shop',
};
const subscriptionExample = {
  shopId: '6f1b7c8e-2d4a-4e7b-9c1d-3a5e7f9b1c2d',
  subscription: {
    endpoint: 'https://push.example.com/send/dGVzdC1zdWJzY3JpcHRpb24',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  },
};

export const pushMessageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, push } = deps;
  const clock = deps.clock ?? systemClock;

  app.post(
    '/shops/:shopId/push-messages',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'Send a push message to the shop’s customers (shop admin for its shop, global admin)',
        description:
          'Recipients: customers who hold the shop’s stamp card, have booked there, or follow it (subscribed on its page). Each gets the message in the inbox (`GET me/messages`) and, where a browser subscribed, as Web Push after the answer. One message per sender per 24 hours: 429 (errorCode 2020, with Retry-After). `type: "deal"` names a deal of the shop in `dealId` (404, errorCode 1000, when the shop has no such deal).',
        errorCodes: [ErrorCode.dealNotFound, ErrorCode.pushMessageLimitReached],
        params: shopParams,
        body: pushMessageWriteSchema,
        requestExample: { body: pushMessageExample },
        response: { 201: createdPushMessageSchema },
      },
    },
    async function createPushMessage(request, reply) {
      const identity = requireIdentity(request);
      const { shop } = shopOf(request);
      const sent = await sendPushMessage(db, push, identity, shop.id, request.body, clock.now());
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/shops/:shopId/push-messages',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags,
        summary: 'The shop’s push messages, the audience and when the caller may send again (shop admin)',
        params: shopParams,
        querystring: pushMessageListQuerySchema,
        response: { 200: pushMessageOverviewSchema },
      },
    },
    async function listShopPushMessages(request) {
      const identity = requireIdentity(request);
      const { shop } = shopOf(request);
      return showPushMessages(db, identity, shop.id, request.query, clock.now());
    },
  );

  app.get(
    '/push/vapid-public-key',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags,
        summary: 'The public VAPID key a browser subscribes with (public)',
        response: { 200: vapidPublicKeySchema },
      },
    },
    async function showVapidPublicKey() {
      return { publicKey: push.sender.publicKey };
    },
  );

  app.post(
    '/me/push-subscriptions',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'Follow a shop and receive its messages as Web Push in this browser (signed-in account)',
        description:
          'A standard Web Push subscription (`PushSubscription.toJSON()`). The endpoint must be an https: URL on a public host (400, errorCode 9400, on `subscription.endpoint` otherwise). The caller becomes a follower of the shop, so its messages also reach the inbox. An endpoint given again moves to the caller with its new keys. A guest: 403 (errorCode 9403); a shop that is not live: 404 (errorCode 1001).',
        errorCodes: [ErrorCode.forbidden, ErrorCode.shopNotFound],
        body: pushSubscriptionWriteSchema,
        requestExample: { body: subscriptionExample },
        response: { 201: savedPushSubscriptionSchema },
      },
    },
    async function createPushSubscription(request, reply) {
      const identity = requireIdentity(request);
      await subscribeToPush(db, identity, request.body, deps.config.pushAllowLoopback);
      return reply
        .code(201)
        .send({ shopId: request.body.shopId, endpoint: request.body.subscription.endpoint });
    },
  );

  app.get(
    '/me/messages',
    {
      config: { access: access.account },
      schema: {
        tags,
        summary: 'The shops’ messages to the caller, newest first (signed-in account)',
        querystring: pushMessageListQuerySchema,
        response: { 200: z.array(inboxMessageSchema) },
      },
    },
    async function listOwnMessages(request) {
      return listInboxMessages(db, requireIdentity(request), request.query);
    },
  );
};
