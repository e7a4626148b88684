import { describe, expect, it } from 'vitest';
import { accountPathsForRole, homePathForRole } from './home-path.ts';

describe('homePathForRole', () => {
  it('sends each role to its start page after login', () => {
    expect(homePathForRole('globalAdmin')).toBe('/shops');
    expect(homePathForRole('shopAdmin')).toBe('/shop');
    expect(homePathForRole('appUser')).toBe('/account');
  });

  it('sends a studio’s staff to the calendar, its managers and owners to the dashboard', () => {
    expect(homePathForRole('shopAdmin', 'staff')).toBe('/calendar');
    expect(homePathForRole('shopAdmin', 'manager')).toBe('/shop');
    expect(homePathForRole('shopAdmin', 'owner')).toBe('/shop');
  });
});

describe('accountPathsForRole', () => {
  it('keeps profile and account security inside each area', () => {
    expect(accountPathsForRole('globalAdmin')).toEqual({
      profile: '/admin/profile',
      security: '/admin/account-security',
    });
    expect(accountPathsForRole('shopAdmin')).toEqual({
      profile: '/shop/account',
      security: '/shop/account-security',
    });
    expect(accountPathsForRole('appUser')).toEqual({ profile: '/account', security: '/account/security' });
  });
});
