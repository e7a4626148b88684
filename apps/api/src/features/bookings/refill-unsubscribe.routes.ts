// The refill reminder's unsubscribe link: HTML the server writes (no API key: a mail's link and a
// mail client's one-click request cannot send one), hidden from the OpenAPI document. GET asks,
// POST does it, so a mail scanner opening the link unsubscribes nobody. The token is in the query
// for both, as the List-Unsubscribe header names one address for both.
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pageLocaleOf } from '../../http/public-html-page.ts';
import { refillUnsubscribePath, refillUnsubscribeUrlOf } from './refill-unsubscribe-links.ts';
import { renderRefillUnsubscribePage } from './render-refill-unsubscribe-page.ts';
import { findRefillUnsubscribeStudio, unsubscribeFromRefills } from './unsubscribe-from-refills.ts';

const access = { role: 'public', shop: 'none' } as const;
const unsubscribeQuery = z.object({ token: z.string().min(1).max(512), lang: z.string().max(5).optional() });

export const refillUnsubscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    shop: { id: string; name: string },
    stage: Parameters<typeof renderRefillUnsubscribePage>[1],
  ) => {
    const page = {
      locale: pageLocaleOf(request),
      url: refillUnsubscribeUrlOf(config.publicUrl, token),
      shopId: shop.id,
      studio: shop.name,
    };
    return reply
      .type('text/html; charset=utf-8')
      .header('x-robots-tag', 'noindex')
      .send(renderRefillUnsubscribePage(page, stage));
  };

  // The page's own form and a mail client's one-click request (`List-Unsubscribe=One-Click`) post a
  // form; the token is in the address, so the body is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    refillUnsubscribePath,
    {
      config: { access },
      schema: {
        querystring: unsubscribeQuery,
        errorCodes: [ErrorCode.notFound],
        hide: true,
        summary: 'Asks to stop refill reminders (HTML)',
      },
    },
    async function askRefillUnsubscribe(request, reply) {
      const shop = await findRefillUnsubscribeStudio(db, request.query.token);
      return sendPage(request, reply, request.query.token, shop, 'asking');
    },
  );

  app.post(
    refillUnsubscribePath,
    {
      config: { access },
      schema: {
        querystring: unsubscribeQuery,
        errorCodes: [ErrorCode.notFound],
        hide: true,
        summary: 'Stops refill reminders (HTML)',
      },
    },
    async function unsubscribeRefills(request, reply) {
      const shop = await unsubscribeFromRefills(db, request.query.token);
      return sendPage(request, reply, request.query.token, shop, 'done');
    },
  );
};
