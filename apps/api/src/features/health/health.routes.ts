import { ErrorCode } from '@studio/domain/error-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { pingDatabase } from './health.repo.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check (no API key needed)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async function checkHealth() {
      try {
        await pingDatabase(db);
      } catch (cause) {
        throw new AppError(ErrorCode.internalError, { cause });
      }
      return { status: 'ok' as const };
    },
  );
};
