// User management by the global admin: GET|POST users, PUT|DELETE users/{uid},
// POST users/{uid}/send-password-reset.
import { z } from 'zod';
import { newPasswordSchema } from './auth-contract.ts';
import { listCursorSchema } from './list-cursor.ts';
import { locales } from './locale.ts';
import { roles } from './roles.ts';

export const managedUserSchema = z
  .object({
    uid: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(roles),
    shopId: z.string().nullable(),
    disabled: z.boolean(),
    emailVerified: z.boolean(),
    /** ISO 8601 instants. */
    lastLoginAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ManagedUser' });
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Newest first. The total number of matches is in the `x-total-count` header. */
export const userListQuerySchema = z.object({
  /** Part of the name or email, case-insensitive. */
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
  cursor: listCursorSchema,
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListSchema = z.array(managedUserSchema);

/** A shop admin needs a `shopId`; the other roles have none. */
export const createUserRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  password: newPasswordSchema,
  role: z.enum(roles).default('appUser'),
  shopId: z.uuid().nullish(),
  emailVerified: z.boolean().optional(),
  locale: z.enum(locales).optional(),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/**
 * Every field optional. A changed email counts as unverified unless `emailVerified` says otherwise.
 * Changing the role away from shopAdmin clears the shop.
 */
export const updateUserRequestSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  email: z.email().max(254).optional(),
  disabled: z.boolean().optional(),
  role: z.enum(roles).optional(),
  shopId: z.uuid().nullable().optional(),
  emailVerified: z.boolean().optional(),
  locale: z.enum(locales).optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;
