// The error-reporting tunnel (the Sentry browser SDK's `tunnel`) and the global admin's list of
// stored reports.
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { consumeRateLimit, rateLimitBucket, resolveRateLimits } from '../../http/rate-limits.ts';
import type { ErrorReporter } from './error-reporter.ts';
import { listErrorGroupsWithEvents } from './list-error-groups.ts';

/**
 * Envelopes above this size are refused (413): an error event with its breadcrumbs is a few KB, a
 * page load's trace some tens of KB.
 */
export const tunnelBodyLimitBytes = 128 * 1024;

const errorEventSchema = z
  .object({
    id: z.string(),
    source: z.enum(['web', 'api']),
    level: z.string(),
    exceptionType: z.string().nullable(),
    exceptionValue: z.string().nullable(),
    errorCode: z.number().int().nullable(),
    release: z.string().nullable(),
    url: z.string().nullable(),
    userAgent: z.string().nullable(),
    occurredAt: z.iso.datetime(),
    receivedAt: z.iso.datetime(),
  })
  .meta({ id: 'ErrorEvent' });

const errorGroupSchema = z
  .object({
    message: z.string(),
    count: z.number().int(),
    firstSeen: z.iso.datetime(),
    lastSeen: z.iso.datetime(),
    events: z.array(errorEventSchema).describe('The latest events of the group (at most 20), newest first.'),
  })
  .meta({ id: 'ErrorGroup' });

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});

export interface ErrorReportRouteDeps extends AppDeps {
  errorReporter: ErrorReporter;
}

export const errorReportRoutes: FastifyPluginAsyncZod<ErrorReportRouteDeps> = async (app, deps) => {
  const { db, errorReporter } = deps;
  const limits = resolveRateLimits(deps.rateLimits);

  await app.register(async function sentryTunnel(scope) {
    // The SDK posts the envelope as text/plain (fetch with a string body); other relays name its own type.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      ['text/plain', 'application/x-sentry-envelope'],
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/errors/tunnel',
      {
        bodyLimit: tunnelBodyLimitBytes,
        config: { access: { role: 'public', shop: 'none' } },
        schema: {
          tags: ['platform'],
          summary: 'Error-reporting tunnel for the Sentry browser SDK (no API key)',
          description:
            'The body is a Sentry envelope (`application/x-sentry-envelope` or `text/plain`, at most 128 KB, else 413 9413) of at most one event and 20 items (else 400 9400). With `SENTRY_DSN` set the envelope is forwarded unchanged to that project, and an envelope naming another DSN is refused (403 9403); without it the event is stored for `GET errors`: an event with a control character in a stored text or a timestamp outside 1900–2199 is refused (400 9400); the newest 10,000 events are kept, for at most 30 days. Limited per client address and for all addresses together (429 9429). A body that is no envelope: 400 9400.',
          errorCodes: [
            ErrorCode.invalidInput,
            ErrorCode.forbidden,
            ErrorCode.payloadTooLarge,
            ErrorCode.rateLimited,
          ],
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async function receiveErrorEnvelope(request) {
        await consumeRateLimit(db, rateLimitBucket('error-reports-ip', request.ip), limits.errorReportsPerIp);
        await consumeRateLimit(db, rateLimitBucket('error-reports-all'), limits.errorReportsOverall);
        if (!Buffer.isBuffer(request.body)) throw new AppError(ErrorCode.invalidInput);
        await errorReporter.receiveEnvelope(request.body, request.headers['user-agent']);
        return { received: true as const };
      },
    );
  });

  app.get(
    '/errors',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['platform'],
        summary: 'Stored error reports grouped by message, most recently seen first (global admin)',
        description:
          'Reports from the web app (through the tunnel) and the API’s own 5xx, stored when no `SENTRY_DSN` is set. `total` counts the groups.',
        querystring: pageQuery,
        response: { 200: z.object({ total: z.number().int(), groups: z.array(errorGroupSchema) }) },
      },
    },
    async function listErrorReports(request) {
      return listErrorGroupsWithEvents(db, request.query);
    },
  );
};
