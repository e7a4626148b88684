import { describe, expect, it } from 'vitest';
import { homePathForRole } from './home-path.ts';

describe('homePathForRole', () => {
  it('sends each role to its start page after login', () => {
    expect(homePathForRole('globalAdmin')).toBe('/shops');
    expect(homePathForRole('shopAdmin')).toBe('/shop');
    expect(homePathForRole('appUser')).toBe('/account');
  });
});
