// Support requests: a shop admin asks (from the admin area, or the locked phone-assistant screen),
// the global admin's inbox lists them with Plus studios' requests first, and answers by mail.
import { ErrorCode } from '@studio/domain/error-codes';
import {
  supportAnswerWriteSchema,
  supportRequestSchema,
  supportRequestWriteSchema,
} from '@studio/domain/voice-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { access } from '../../http/access-levels.ts';
import { requireIdentity } from '../../http/identity.ts';
import { shopOf } from '../../http/route-access.ts';
import { itemParams, shopParams } from '../../http/shop-route-schemas.ts';
import { answerSupportRequest } from './answer-support-request.ts';
import { createSupportRequest } from './create-support-request.ts';
import { presentSupportRequest } from './present-support-request.ts';
import { listAllSupportRequests, listShopSupportRequests } from './support.repo.ts';

const requestParams = itemParams(ErrorCode.notFound);

export const supportRequestRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const mail = { mailer: deps.mailer, publicUrl: config.publicUrl };

  app.post(
    '/shops/:shopId/support-requests',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['support'],
        summary: 'Ask support (shop admin); a Plus studio’s request has priority',
        params: shopParams,
        body: supportRequestWriteSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async function askSupport(request, reply) {
      const identity = requireIdentity(request);
      const created = await createSupportRequest(db, shopOf(request).shop.id, {
        authorId: identity.uid,
        subject: request.body.subject,
        message: request.body.message,
        now: clock.now(),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/shops/:shopId/support-requests',
    {
      config: { access: access.shopAdmin },
      schema: {
        tags: ['support'],
        summary: 'The studio’s own support requests and their answers, newest first (shop admin)',
        params: shopParams,
        response: { 200: z.array(supportRequestSchema) },
      },
    },
    async function listShopSupport(request) {
      return (await listShopSupportRequests(db, shopOf(request).shop.id)).map(presentSupportRequest);
    },
  );

  app.get(
    '/support-requests',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags: ['support'],
        summary:
          'The support inbox (global admin): Plus studios’ requests (priority: true) first, then newest first',
        response: { 200: z.array(supportRequestSchema) },
      },
    },
    async function listSupportInbox() {
      return (await listAllSupportRequests(db)).map(presentSupportRequest);
    },
  );

  app.post(
    '/support-requests/:id/answer',
    {
      config: { access: access.globalAdmin },
      schema: {
        tags: ['support'],
        summary: 'Answer a support request (global admin); the shop admin who asked gets it by mail',
        description: 'Unknown: 404 (errorCode 9404); answered before: 409 (errorCode 8001).',
        errorCodes: [ErrorCode.notFound, ErrorCode.requestAlreadyHandled],
        params: requestParams,
        body: supportAnswerWriteSchema,
        response: { 200: supportRequestSchema },
      },
    },
    async function answerSupport(request) {
      return answerSupportRequest(db, mail, request.params.id, request.body.answer, clock.now());
    },
  );
};
