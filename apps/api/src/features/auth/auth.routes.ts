import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  recoverEmailRequestSchema,
  recoverEmailResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  verifyEmailRequestSchema,
} from '@studio/domain/auth-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-envelope.ts';
import { requireIdentity } from '../../http/identity.ts';
import { resolveRateLimits } from '../../http/rate-limits.ts';
import type { AccountMail } from './account-mails.ts';
import { changeEmail } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { logIn } from './log-in.ts';
import { presentSessionUser } from './present-user.ts';
import { recoverEmail } from './recover-email.ts';
import { registerAccount } from './register-account.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { startGuestSession } from './start-guest-session.ts';
import { findUserById } from './users.repo.ts';
import { verifyEmail } from './verify-email.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  const limits = resolveRateLimits(deps.rateLimits);
  const mail: AccountMail = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        description: 'Failed attempts are limited per email and per client IP (429, errorCode 9429).',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => logIn(db, tokens, request.body, { ip: request.ip, limits }),
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

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['identity'],
        summary: 'Create an account; a mail with a verification link follows',
        description:
          'The new account is an appUser with an unverified email. An email that is already registered answers 409 (errorCode 9409, fields.email).',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const account = await registerAccount(db, mail, request.body, request.locale);
      return reply.code(201).send(account);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['identity'],
        summary: 'Confirm an email address with the token of its verification link',
        description: 'A token is valid for 48 hours and once; otherwise 400 (errorCode 9400, fields.token).',
        body: verifyEmailRequestSchema,
        response: { 200: okResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => verifyEmail(db, request.body),
  );

  app.post(
    '/auth/resend-verification',
    {
      schema: {
        tags: ['identity'],
        summary: 'Mail a new verification link',
        description: 'Answers 202 whether or not an unverified account has the email.',
        body: emailOnlyRequestSchema,
        response: { 202: z.null(), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await resendVerification(db, mail, limits.mailPerAddress, request.body);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags: ['identity'],
        summary: 'Mail a password-reset link',
        description:
          'Answers 202 whether or not an enabled account has the email. The link is valid for 1 hour.',
        body: emailOnlyRequestSchema,
        response: { 202: z.null(), 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, mail, limits.mailPerAddress, request.body);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'The token is used up, and so is every other reset token of the account; every session of the account is signed out. An unknown, used or expired token answers 400 (errorCode 9400, fields.token).',
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => resetPassword(db, request.body),
  );

  app.post(
    '/auth/recover-email',
    {
      schema: {
        tags: ['identity'],
        summary: 'Undo an email change with the link mailed to the old address',
        description:
          'The account gets the old address back (verified), every session of the account is signed out and its password is dropped (a reset link to the restored address sets a new one). An unknown, used or expired token answers 400 (errorCode 9400, fields.token); an address another account took meanwhile 409 (errorCode 9409, fields.email).',
        body: recoverEmailRequestSchema,
        response: { 200: recoverEmailResponseSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => recoverEmail(db, request.body),
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

  app.put(
    '/me/password',
    {
      schema: {
        tags: ['identity'],
        summary: "Change the signed-in user's password",
        description:
          'Signs out every other session of the account; the answer carries a new token for this one. A wrong current password answers 401 (errorCode 1100).',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: {
          200: changePasswordResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => changePassword(db, tokens, requireIdentity(request), request.body),
  );

  app.put(
    '/me/email',
    {
      schema: {
        tags: ['identity'],
        summary: "Change the signed-in user's email",
        description:
          'Needs the password (wrong: 401, errorCode 1100). The new address is unverified until the link mailed to it is used.',
        security: [{ bearer: [] }],
        body: changeEmailRequestSchema,
        response: {
          200: sessionUserSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => changeEmail(db, mail, requireIdentity(request), request.body),
  );
};
