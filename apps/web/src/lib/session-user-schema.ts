import type { SessionUser } from '@studio/domain/auth-contract';
import { roles, shopLevels } from '@studio/domain/roles';
import * as v from 'valibot';
import { valibotAnswerSchema } from './valibot-answer-schema.ts';

/**
 * The signed-in user as stored and as `GET me` answers, checked with valibot: every page reads the
 * stored session at start (valibot-answer-schema.ts says why not zod). Typed against the
 * contract's SessionUser, so a change there fails to compile here.
 */
type StoredSessionUser = Omit<SessionUser, 'shopLevel' | 'teamMemberId'> &
  Partial<Pick<SessionUser, 'shopLevel' | 'teamMemberId'>>;

const sessionUserShape: v.GenericSchema<StoredSessionUser, SessionUser> = v.object({
  uid: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(roles),
  shopId: v.nullable(v.string()),
  // Sessions stored before shop levels existed read as having none; the next `GET me` fills them in.
  shopLevel: v.optional(v.nullable(v.picklist(shopLevels)), null),
  teamMemberId: v.optional(v.nullable(v.string()), null),
  emailVerified: v.boolean(),
  guest: v.boolean(),
});

export const sessionUserSchema = valibotAnswerSchema(sessionUserShape);
