import { defaultModuleFlags } from '@studio/domain/shop';
import { describe, expect, it } from 'vitest';
import { filterNavByFlags, filterNavByLevel } from './filter-nav.ts';
import type { NavGroup } from './nav-types.ts';
import { shopAdminNav } from './shop-admin-nav.ts';

const screensOf = (groups: readonly NavGroup[]) =>
  groups.flatMap((group) =>
    group.items.flatMap((item) => [item.screen, ...(item.children ?? []).map((c) => c.screen)]),
  );

describe('filterNavByFlags', () => {
  it('shows everything while the flags are unknown or all on', () => {
    expect(screensOf(filterNavByFlags(shopAdminNav, undefined))).toEqual(screensOf(shopAdminNav));
    expect(screensOf(filterNavByFlags(shopAdminNav, defaultModuleFlags))).toEqual(screensOf(shopAdminNav));
  });

  it('hides deals, stamp cards and vouchers when their module is off', () => {
    const visible = screensOf(
      filterNavByFlags(shopAdminNav, {
        ...defaultModuleFlags,
        dealsEnabled: false,
        stampsEnabled: false,
        vouchersEnabled: false,
      }),
    );
    expect(visible).not.toContain('deals');
    expect(visible).not.toContain('stampcards');
    expect(visible).not.toContain('vouchers');
    expect(visible).toContain('services');
    expect(visible).toContain('bookingsHours');
  });
});

describe('filterNavByLevel', () => {
  it('shows staff the calendar, clients, upcoming bookings and their own account and settings only', () => {
    expect(screensOf(filterNavByLevel(shopAdminNav, 'staff'))).toEqual([
      'calendar',
      'clients',
      'bookings',
      'bookingsUpcoming',
      'shopAccount',
      'shopSettings',
      'shopAccountSecurity',
    ]);
  });

  it('shows managers the studio’s screens beyond the calendar', () => {
    const visible = screensOf(filterNavByLevel(shopAdminNav, 'manager'));
    expect(visible).toContain('bookingsHours');
    expect(visible).toContain('shopDashboard');
    expect(visible).toContain('shopProfile');
  });

  it('shows owners and logins from before levels everything', () => {
    expect(screensOf(filterNavByLevel(shopAdminNav, 'owner'))).toEqual(screensOf(shopAdminNav));
    expect(screensOf(filterNavByLevel(shopAdminNav, null))).toEqual(screensOf(shopAdminNav));
  });
});
