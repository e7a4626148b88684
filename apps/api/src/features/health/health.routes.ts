import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { DatabaseProbe } from './database-probe.ts';

/** How old a successful database probe may be for a health check to reuse it. */
export const healthProbeMaxAgeMs = 1000;

/** The answer, serialized once: checks under load then cost little more than Fastify's routing. */
const healthyAnswer = JSON.stringify({ status: 'ok' });

/** The probe is the app's, so that every check within its age shares one database round trip. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps & { probe: DatabaseProbe }> = async (
  app,
  { probe },
) => {
  app.get(
    '/health',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check (no API key needed)',
        description:
          'Answers 200 while this process runs and the database answered within the last second (one probe at most per second and process, shared by the checks meanwhile); 500 (errorCode 9500) when it does not answer.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async function checkHealth(_request, reply) {
      try {
        await probe.ready();
      } catch (cause) {
        throw new AppError(ErrorCode.internalError, { cause });
      }
      // A string payload skips the serializer; the schema still documents the answer.
      return reply.type('application/json; charset=utf-8').send(healthyAnswer as unknown as { status: 'ok' });
    },
  );
};
