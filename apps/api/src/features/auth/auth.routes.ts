import { accountSettingsChangeSchema, accountSettingsSchema } from '@studio/domain/account-settings-contract';
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
import { ErrorCode } from '@studio/domain/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { answerSent } from '../../http/answer-sent.ts';
import { AppError } from '../../http/app-error.ts';
import { signInExample } from '../../http/booking-flow-examples.ts';
import { requireIdentity } from '../../http/identity.ts';
import { resolveRateLimits } from '../../http/rate-limits.ts';
import type { AccountMail } from './account-mails.ts';
import { changeAccountSettings } from './change-account-settings.ts';
import { changeEmail } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { recoverEmail } from './recover-email.ts';
import { registerAccount } from './register-account.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { showAccountSettings } from './show-account-settings.ts';
import { showCurrentAccount } from './show-current-account.ts';
import { startGuestSession } from './start-guest-session.ts';
import { verifyEmail } from './verify-email.ts';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  const limits = resolveRateLimits(deps.rateLimits);
  const mail: AccountMail = { mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.post(
    '/auth/login',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Sign in with email and password',
        description:
          'Failed attempts from one client IP wait longer and longer, per email and across emails; a high ceiling per email holds against guessing from many addresses (429, errorCode 9429, Retry-After).',
        errorCodes: [ErrorCode.wrongCredentials, ErrorCode.accountDisabled, ErrorCode.rateLimited],
        requestExample: { body: signInExample },
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
        },
      },
    },
    async function logInWithPassword(request) {
      return logIn(db, tokens, request.body, { ip: request.ip, limits });
    },
  );

  app.post(
    '/auth/guest',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Start a guest identity (appUser)',
        description: 'Limited per client IP (429, errorCode 9429).',
        errorCodes: [ErrorCode.rateLimited],
        response: { 200: loginResponseSchema },
      },
    },
    async function startGuest(request) {
      return startGuestSession(db, tokens, {
        ip: request.ip,
        locale: request.locale,
        limit: limits.guestSessionsPerIp,
      });
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Create an account; a mail with a verification link follows',
        description:
          'The new account is an appUser with an unverified email. An email that already has an account gets the same answer (no account discovery); that account stays as it was and its owner is told by mail. Limited per client IP (429, errorCode 9429).',
        errorCodes: [ErrorCode.rateLimited],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async function registerNewAccount(request, reply) {
      const account = await registerAccount(db, mail, request.body, {
        ip: request.ip,
        locale: request.locale,
        limit: limits.registrationsPerIp,
        answered: answerSent(reply),
      });
      return reply.code(201).send(account);
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Confirm an email address with the token of its verification link',
        description: 'A token is valid for 48 hours and once; otherwise 400 (errorCode 9400, fields.token).',
        body: verifyEmailRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async function verifyEmailAddress(request) {
      return verifyEmail(db, request.body);
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Mail a new verification link',
        description:
          'Answers 202 whether or not an unverified account has the email, as fast either way (the mail is written after the answer). Requests wait longer and longer per email and client IP and per client IP, with a ceiling per email (429, errorCode 9429).',
        errorCodes: [ErrorCode.rateLimited],
        body: emailOnlyRequestSchema,
        response: { 202: z.null() },
      },
    },
    async function resendVerificationMail(request, reply) {
      await resendVerification(
        db,
        mail,
        { ip: request.ip, limits, answered: answerSent(reply) },
        request.body,
      );
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Mail a password-reset link',
        description:
          'Answers 202 whether or not an enabled account has the email, as fast either way (the mail is written after the answer). The link is valid for 1 hour. Requests wait longer and longer per email and client IP and per client IP, with a ceiling per email (429, errorCode 9429).',
        errorCodes: [ErrorCode.rateLimited],
        body: emailOnlyRequestSchema,
        response: { 202: z.null() },
      },
    },
    async function requestPasswordResetMail(request, reply) {
      await requestPasswordReset(
        db,
        mail,
        { ip: request.ip, limits, answered: answerSent(reply) },
        request.body,
      );
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'The token is used up, and so is every other reset token of the account; every session of the account is signed out. An unknown, used or expired token answers 400 (errorCode 9400, fields.token).',
        errorCodes: [ErrorCode.accountDisabled, ErrorCode.notFound],
        body: resetPasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async function resetPasswordWithToken(request) {
      return resetPassword(db, request.body, request.ip);
    },
  );

  app.post(
    '/auth/recover-email',
    {
      config: { access: { role: 'public', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Undo an email change with the link mailed to the old address',
        description:
          'The account gets the old address back (verified), every session of the account is signed out and its password is dropped (a reset link to the restored address sets a new one). An unknown, used or expired token answers 400 (errorCode 9400, fields.token); an address another account took meanwhile 409 (errorCode 9409, fields.email).',
        errorCodes: [ErrorCode.conflict],
        body: recoverEmailRequestSchema,
        response: { 200: recoverEmailResponseSchema },
      },
    },
    async function recoverEmailWithToken(request) {
      return recoverEmail(db, request.body);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'Sign out: end the token of this request',
        description:
          "The token answers 401 from now on; the account's other sessions stay signed in. Without a valid token: 401.",
        response: { 204: z.null() },
      },
    },
    async function endCurrentSession(request, reply) {
      const identity = requireIdentity(request);
      if (!request.sessionToken) throw new AppError(ErrorCode.signInRequired);
      await logOut(db, identity, request.sessionToken);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user',
        response: { 200: sessionUserSchema },
      },
    },
    async function showSignedInAccount(request) {
      return showCurrentAccount(db, requireIdentity(request).uid);
    },
  );

  app.get(
    '/me/settings',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: "The signed-in user's own settings",
        description:
          '`locale` is the language of the mails the account receives; `reviewRequestMails` whether a completed visit is followed by a mail asking for a review.',
        response: { 200: accountSettingsSchema },
      },
    },
    async function showOwnSettings(request) {
      return showAccountSettings(db, requireIdentity(request).uid);
    },
  );

  app.patch(
    '/me/settings',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: "Change the signed-in user's own settings",
        description:
          'Any of `locale` and `reviewRequestMails`; the ones left out stay. Changes only the signed-in account. An unknown language or field answers 400 (errorCode 9400).',
        body: accountSettingsChangeSchema,
        response: { 200: accountSettingsSchema },
      },
    },
    async function changeOwnSettings(request) {
      return changeAccountSettings(db, requireIdentity(request).uid, request.body);
    },
  );

  app.put(
    '/me/password',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: "Change the signed-in user's password",
        description:
          'Signs out every other session of the account; the answer carries a new token for this one. A wrong current password answers 401 (errorCode 1100); repeated wrong ones wait longer and longer (429, errorCode 9429).',
        errorCodes: [ErrorCode.wrongCredentials, ErrorCode.forbidden, ErrorCode.rateLimited],
        body: changePasswordRequestSchema,
        response: {
          200: changePasswordResponseSchema,
        },
      },
    },
    async function changeOwnPassword(request) {
      return changePassword(
        db,
        tokens,
        requireIdentity(request),
        request.body,
        limits.passwordCheckPerAccount,
      );
    },
  );

  app.put(
    '/me/email',
    {
      config: { access: { role: 'account', shop: 'none' } },
      schema: {
        tags: ['identity'],
        summary: "Change the signed-in user's email",
        description:
          'Needs the password (wrong: 401, errorCode 1100; repeated wrong ones wait longer and longer: 429, errorCode 9429). The new address is unverified until the link mailed to it is used.',
        errorCodes: [
          ErrorCode.wrongCredentials,
          ErrorCode.forbidden,
          ErrorCode.conflict,
          ErrorCode.rateLimited,
        ],
        body: changeEmailRequestSchema,
        response: {
          200: sessionUserSchema,
        },
      },
    },
    async function changeOwnEmail(request) {
      return changeEmail(db, mail, requireIdentity(request), request.body, limits.passwordCheckPerAccount);
    },
  );
};
