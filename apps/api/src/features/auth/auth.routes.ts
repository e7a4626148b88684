import { loginRequestSchema, loginResponseSchema, sessionUserSchema } from '@studio/domain/auth-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireIdentity } from '../../http/identity.ts';
import { logIn } from './log-in.ts';
import { presentSessionUser } from './present-user.ts';
import { startGuestSession } from './start-guest-session.ts';
import { findUserById } from './users.repo.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens }) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => logIn(db, tokens, request.body),
  );

  app.post(
    '/auth/guest',
    {
      schema: {
        tags: ['identity'],
        summary: 'Start a guest identity (appUser)',
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => startGuestSession(db, tokens, request.locale),
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: sessionUserSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const user = await findUserById(db, identity.uid);
      if (!user) throw new AppError(9401);
      return presentSessionUser(user);
    },
  );
};
