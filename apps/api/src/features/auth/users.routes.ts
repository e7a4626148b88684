// User management by the global admin.
import {
  createUserRequestSchema,
  managedUserSchema,
  updateUserRequestSchema,
  userListQuerySchema,
  userListSchema,
} from '@studio/domain/users-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireRole } from '../../http/identity.ts';
import type { AccountMail } from './account-mails.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers } from './list-users.ts';
import { sendPasswordReset } from './send-password-reset.ts';
import { updateUser } from './update-user.ts';

const userParams = z.object({ uid: z.string().max(64) });
const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const mail: AccountMail = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Accounts, newest first (global admin)',
        description:
          'Guests are left out. `search` matches part of the name or email. The number of all matches is in the `x-total-count` header.',
        security: [{ bearer: [] }],
        querystring: userListQuerySchema,
        response: { 200: userListSchema, 400: errorEnvelopeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      requireRole(request, 'globalAdmin');
      const { users, total } = await listUsers(db, request.query);
      return reply.header('x-total-count', String(total)).send(users);
    },
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Create an account (global admin)',
        description: 'A shopAdmin needs the `shopId` of an existing shop; other roles have none.',
        security: [{ bearer: [] }],
        body: createUserRequestSchema,
        response: {
          201: managedUserSchema,
          400: errorEnvelopeSchema,
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      requireRole(request, 'globalAdmin');
      return reply.code(201).send(await createUser(db, request.body));
    },
  );

  app.put(
    '/users/:uid',
    {
      schema: {
        tags: ['users'],
        summary: 'Change, disable or enable an account (global admin)',
        description:
          "A global admin cannot disable itself or drop its own role (409). Disabling stops the account's tokens at once.",
        security: [{ bearer: [] }],
        params: userParams,
        body: updateUserRequestSchema,
        response: {
          200: managedUserSchema,
          400: errorEnvelopeSchema,
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const admin = requireRole(request, 'globalAdmin');
      return updateUser(db, mail, admin, request.params.uid, request.body);
    },
  );

  app.delete(
    '/users/:uid',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete an account (global admin)',
        description: 'A global admin cannot delete itself (409).',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 204: z.null(), ...refusals, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const admin = requireRole(request, 'globalAdmin');
      await deleteUser(db, admin, request.params.uid);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/:uid/send-password-reset',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail an account a password-reset link (global admin)',
        security: [{ bearer: [] }],
        params: userParams,
        response: { 202: z.null(), ...refusals, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      requireRole(request, 'globalAdmin');
      await sendPasswordReset(db, mail, request.params.uid);
      return reply.code(202).send(null);
    },
  );
};
