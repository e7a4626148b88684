import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check (no API key needed)',
        response: { 200: z.object({ status: z.literal('ok') }), 500: errorEnvelopeSchema },
      },
    },
    async () => {
      try {
        await sql`SELECT 1`.execute(db);
      } catch (cause) {
        throw new AppError(9500, { cause });
      }
      return { status: 'ok' as const };
    },
  );
};
