import { z } from 'zod';
import { locales } from './locale.ts';
import { roles, shopLevels } from './roles.ts';

export const loginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  shopId: z.string().nullable(),
  /** A shop admin's level (else null). */
  shopLevel: z.enum(shopLevels).nullable(),
  /** The team member whose calendar column is the shop admin's own, if linked. */
  teamMemberId: z.string().nullable(),
  emailVerified: z.boolean(),
  guest: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// Account life cycle: registration, email verification, password recovery, self-service.

/** Passwords of new accounts and changed passwords; a password reset accepts 5 characters. */
export const newPasswordSchema = z.string().min(8).max(200);
export const resetPasswordSchema = z.string().min(5).max(200);
const emailSchema = z.email().max(254);
/** A single-use token from a mailed link (verification or password reset). */
const linkTokenSchema = z.string().min(1).max(200);

export const registerRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: emailSchema,
  password: newPasswordSchema,
  /** Consent to data storage and the privacy policy is mandatory. */
  consent: z.literal(true),
  /** Language of the account's mails; defaults to the request's Accept-Language. */
  locale: z.enum(locales).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  uid: z.string(),
  email: z.string(),
  emailVerified: z.literal(false),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** Body of POST auth/resend-verification and POST users/reset-password. */
export const emailOnlyRequestSchema = z.object({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: resetPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Every other session is signed out; this one goes on with the new token. */
export const changePasswordResponseSchema = z.object({ ok: z.literal(true), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const changeEmailRequestSchema = z.object({
  password: z.string().min(1).max(200),
  newEmail: emailSchema,
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST auth/recover-email: the old address undoes an email change with the link it was mailed. */
export const recoverEmailRequestSchema = z.object({ token: linkTokenSchema });
export type RecoverEmailRequest = z.infer<typeof recoverEmailRequestSchema>;

/** The address the account has again; every session of the account has been signed out. */
export const recoverEmailResponseSchema = z.object({ email: z.string() });
export type RecoverEmailResponse = z.infer<typeof recoverEmailResponseSchema>;

/** Modes of the /recovery page that mailed links open. */
export const recoveryModes = ['verifyEmail', 'resetPassword', 'recoverEmail'] as const;
export type RecoveryMode = (typeof recoveryModes)[number];
