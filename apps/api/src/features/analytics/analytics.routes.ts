import {
  analyticsSummaryQuerySchema,
  analyticsSummarySchema,
  analyticsTimeZone,
  maxAnalyticsRangeDays,
  pageViewRequestSchema,
} from '@studio/domain/analytics-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { pageViewPathMax } from '@studio/domain/page-view-path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { systemClock } from '../../clock.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import { recordPageView } from './record-page-view.ts';
import { showAnalyticsSummary } from './show-analytics-summary.ts';
import { createVisitorPseudonyms } from './visitor-pseudonyms.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, clock = systemClock } = deps;
  const limits = resolveRateLimits(deps.rateLimits);
  const pageViews = { db, clock, visitorOf: createVisitorPseudonyms(db) };

  app.post(
    '/analytics/page-views',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view of the web app',
        description: `\`path\` is the page's path (at most ${pageViewPathMax} characters; a query string is dropped). \`shopId\` names the studio whose page it is: not a UUID 400 9400, unknown 404 1001. A visitor is one browser at one client address for one studio and day, whatever the request says, so repeated views count as one visitor. Limited per client address (429 9429).`,
        body: pageViewRequestSchema,
        response: { 202: z.null() },
        errorCodes: [ErrorCode.shopNotFound, ErrorCode.rateLimited],
      },
    },
    async function recordPageViewOfVisitor(request, reply) {
      await consumeRateLimit(db, rateLimitBucket('page-views-ip', request.ip), limits.pageViewsPerIp);
      await recordPageView(pageViews, request.body, {
        identity: request.identity,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(202).send(null);
    },
  );

  app.get(
    '/analytics/summary',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['analytics'],
        summary: 'Platform analytics of a range of days, optionally of one shop (global admin)',
        description: `Days are calendar days in ${analyticsTimeZone}; \`from\` and \`to\` are included, at most ${maxAnalyticsRangeDays} days, else 400 9400. \`visitors\` are daily unique visitors: each studio's distinct browsers of each day, summed over the days and studios (a visitor returning on another day counts again). \`bookings\` and \`orders\` count those made on the day (later cancellations included), \`stampsGiven\` the stamps added, \`vouchersSoldCents\` the price of vouchers bought. Shops whose analytics module is off are not counted; page views of no shop count only without \`shopId\`. An unknown \`shopId\` answers 404 1001. \`shops\` lists the 100 busiest studios (most page views, then bookings), \`shopCount\` how many had any activity. Finished days come from a daily rollup, the rest from the live records.`,
        querystring: analyticsSummaryQuerySchema,
        response: { 200: analyticsSummarySchema },
        errorCodes: [ErrorCode.shopNotFound],
      },
    },
    async function showPlatformAnalytics(request) {
      return showAnalyticsSummary(db, request.query);
    },
  );
};
