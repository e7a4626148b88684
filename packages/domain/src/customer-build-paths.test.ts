import { describe, expect, it } from 'vitest';
import { servesCustomerBuild } from './customer-build-paths.ts';

describe('servesCustomerBuild', () => {
  it('takes the studio page and its booking app', () => {
    expect(servesCustomerBuild('/partner/shop-1')).toBe(true);
    expect(servesCustomerBuild('/partner/shop-1/')).toBe(true);
    expect(servesCustomerBuild('/partner/shop-1/app')).toBe(true);
    expect(servesCustomerBuild('/partner/shop-1/app/book')).toBe(true);
    expect(servesCustomerBuild('/partner/shop-1/app/book/confirm')).toBe(true);
  });

  it('takes the find page, which leads into them', () => {
    expect(servesCustomerBuild('/find')).toBe(true);
    expect(servesCustomerBuild('/find/')).toBe(true);
    expect(servesCustomerBuild('/finder')).toBe(false);
  });

  it('leaves sign-up, the admin portals and other pages to the main build', () => {
    expect(servesCustomerBuild('/partner/register')).toBe(false);
    expect(servesCustomerBuild('/partner/create')).toBe(false);
    expect(servesCustomerBuild('/partner/shop-1/settings')).toBe(false);
    expect(servesCustomerBuild('/partner')).toBe(false);
    expect(servesCustomerBuild('/login')).toBe(false);
    expect(servesCustomerBuild('/shop/calendar')).toBe(false);
    expect(servesCustomerBuild('/')).toBe(false);
  });
});
