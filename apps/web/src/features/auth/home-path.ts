import type { Role } from '@studio/domain/roles';

/** Where a role lands after signing in (spec §2 default redirect targets). */
export function homePathForRole(role: Role): string {
  switch (role) {
    case 'globalAdmin':
      return '/shops';
    case 'shopAdmin':
      return '/shop';
    case 'appUser':
      return '/account';
  }
}
