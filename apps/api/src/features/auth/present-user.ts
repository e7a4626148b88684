import type { SessionUser } from '@studio/domain/auth-contract';
import type { ManagedUser } from '@studio/domain/users-contract';
import type { UserRow } from '../../db/schema.ts';
import { shopLevelOf } from '../../http/identity.ts';

export function presentSessionUser(user: UserRow): SessionUser {
  return {
    uid: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    shopId: user.shop_id,
    shopLevel: shopLevelOf(user),
    teamMemberId: user.role === 'shopAdmin' ? user.team_member_id : null,
    emailVerified: user.email_verified,
    guest: user.guest,
  };
}

export function presentManagedUser(user: UserRow): ManagedUser {
  return {
    uid: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    shopId: user.shop_id,
    disabled: user.disabled,
    emailVerified: user.email_verified,
    lastLoginAt: user.last_login_at ? new Date(user.last_login_at).toISOString() : null,
    createdAt: new Date(user.created_at).toISOString(),
  };
}
