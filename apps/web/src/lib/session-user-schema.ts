import type { SessionUser } from '@studio/domain/auth-contract';
import { roles } from '@studio/domain/roles';
import * as v from 'valibot';
import { valibotAnswerSchema } from './valibot-answer-schema.ts';

/**
 * The signed-in user as stored and as `GET me` answers, checked with valibot: every page reads the
 * stored session at start (valibot-answer-schema.ts says why not zod). Typed against the
 * contract's SessionUser, so a change there fails to compile here.
 */
const sessionUserShape: v.GenericSchema<SessionUser> = v.object({
  uid: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(roles),
  shopId: v.nullable(v.string()),
  emailVerified: v.boolean(),
  guest: v.boolean(),
});

export const sessionUserSchema = valibotAnswerSchema(sessionUserShape);
