import type { SessionUser } from '@studio/domain/auth-contract';
import type { UserRow } from '../../db/schema.ts';

export function presentSessionUser(user: UserRow): SessionUser {
  return {
    uid: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    shopId: user.shop_id,
    emailVerified: user.email_verified,
    guest: user.guest,
  };
}
