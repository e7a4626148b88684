import type { Role, ShopLevel } from '@studio/domain/roles';

/** Where a role lands after signing in; a studio's staff in the calendar (no dashboard for them). */
export function homePathForRole(role: Role, shopLevel?: ShopLevel | null): string {
  switch (role) {
    case 'globalAdmin':
      return '/shops';
    case 'shopAdmin':
      return shopLevel === 'staff' ? '/calendar' : '/shop';
    case 'appUser':
      return '/account';
  }
}

export interface AccountPaths {
  /** The page with the signed-in person's own details. */
  profile: string;
  /** Change email and password. */
  security: string;
}

/** Each area keeps the person's own account pages inside its layout. */
export function accountPathsForRole(role: Role): AccountPaths {
  switch (role) {
    case 'globalAdmin':
      return { profile: '/admin/profile', security: '/admin/account-security' };
    case 'shopAdmin':
      return { profile: '/shop/account', security: '/shop/account-security' };
    case 'appUser':
      return { profile: '/account', security: '/account/security' };
  }
}
