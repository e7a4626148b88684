import { pageViewRequestSchema } from '@studio/domain/analytics-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordPageView } from './record-page-view.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/analytics/page-views',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view of the web app',
        body: pageViewRequestSchema,
        response: { 202: z.null() },
      },
    },
    async function recordPageViewOfVisitor(request, reply) {
      await recordPageView(db, request.identity, request.body);
      return reply.code(202).send(null);
    },
  );
};
