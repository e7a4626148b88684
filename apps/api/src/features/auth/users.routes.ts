import { ErrorCode } from '@studio/domain/error-codes';
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
import { requireIdentity } from '../../http/identity.ts';
import { withNextCursor } from '../../http/next-cursor.ts';
import { rowId } from '../../http/shop-route-schemas.ts';
import { withTotalCount } from '../../http/total-count.ts';
import type { AccountMail } from './account-mails.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { listUsers } from './list-users.ts';
import { sendPasswordReset } from './send-password-reset.ts';
import { updateUser } from './update-user.ts';

const userParams = z.object({ uid: rowId(ErrorCode.notFound) });
const refusals = {};

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const mail: AccountMail = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    '/users',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['users'],
        summary: 'Accounts, newest first (global admin)',
        description:
          'Guests are left out. `search` matches part of the name or email. The number of all matches is in the `x-total-count` header; beyond 1,000 (with `search`: beyond 200) it is the database’s estimate, and `x-total-count-estimated: true` says so. Pages by `offset` or, as fast at any depth, by `cursor` (from the previous page’s `x-next-cursor` header).',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...refusals },
      },
    },
    async function listAccounts(request, reply) {
      const { users, count, nextCursor } = await listUsers(db, request.query);
      return withNextCursor(withTotalCount(reply, count), nextCursor).send(users);
    },
  );

  app.post(
    '/users',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['users'],
        summary: 'Create an account (global admin)',
        description: 'A shopAdmin needs the `shopId` of an existing shop; other roles have none.',
        errorCodes: [ErrorCode.shopNotFound, ErrorCode.conflict],
        body: createUserRequestSchema,
        response: {
          201: managedUserSchema,
          ...refusals,
        },
      },
    },
    async function createAccount(request, reply) {
      return reply.code(201).send(await createUser(db, request.body));
    },
  );

  app.put(
    '/users/:uid',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['users'],
        summary: 'Change, disable or enable an account (global admin)',
        description:
          "A global admin cannot disable itself or drop its own role (409). Disabling ends the account's sessions at once, for good: enabling it again does not bring them back.",
        errorCodes: [ErrorCode.shopNotFound, ErrorCode.notFound, ErrorCode.conflict],
        params: userParams,
        body: updateUserRequestSchema,
        response: {
          200: managedUserSchema,
          ...refusals,
        },
      },
    },
    async function changeAccount(request) {
      const admin = requireIdentity(request);
      return updateUser(db, mail, admin, request.params.uid, request.body);
    },
  );

  app.delete(
    '/users/:uid',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['users'],
        summary: 'Delete an account (global admin)',
        description: 'A global admin cannot delete itself (409).',
        errorCodes: [ErrorCode.notFound, ErrorCode.conflict],
        params: userParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async function deleteAccount(request, reply) {
      const admin = requireIdentity(request);
      await deleteUser(db, admin, request.params.uid);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/users/:uid/send-password-reset',
    {
      config: { access: { role: 'globalAdmin', shop: 'none' } },
      schema: {
        tags: ['users'],
        summary: 'Mail an account a password-reset link (global admin)',
        errorCodes: [ErrorCode.notFound, ErrorCode.conflict],
        params: userParams,
        response: { 202: z.null(), ...refusals },
      },
    },
    async function sendAccountPasswordReset(request, reply) {
      await sendPasswordReset(db, mail, request.params.uid);
      return reply.code(202).send(null);
    },
  );
};
