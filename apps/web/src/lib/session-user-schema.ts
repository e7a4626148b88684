import type { SessionUser } from '@studio/domain/auth-contract';
import { roles } from '@studio/domain/roles';
import { z } from 'zod/mini';

/**
 * The signed-in user as stored and as `GET me` answers, checked with zod/mini: every page reads the
 * stored session at start, and classic zod would add 26 KB to the customer pages' first load.
 * Typed against the contract's SessionUser, so a change there fails to compile here.
 */
export const sessionUserSchema: z.ZodMiniType<SessionUser> = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  shopId: z.nullable(z.string()),
  emailVerified: z.boolean(),
  guest: z.boolean(),
});
