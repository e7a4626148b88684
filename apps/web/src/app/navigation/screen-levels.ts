import type { ShopLevel } from '@studio/domain/roles';
import type { ScreenId } from '../../shared/screens.ts';

/**
 * The least level a studio login needs to see a screen in the navigation, matching what the API
 * lets it do; screens not named here need a manager (the profile screen shows a manager only the
 * booking settings).
 */
export const screenLevels: Partial<Record<ScreenId, ShopLevel>> = {
  calendar: 'staff',
  clients: 'staff',
  bookings: 'staff',
  bookingsUpcoming: 'staff',
  shopAccount: 'staff',
  shopAccountSecurity: 'staff',
  shopSettings: 'staff',
};

const rank: Record<ShopLevel, number> = { staff: 0, manager: 1, owner: 2 };

/** Whether a login at `level` (none: a global admin or an owner from before levels) sees the screen. */
export function levelSees(level: ShopLevel | null | undefined, screen: ScreenId): boolean {
  return rank[level ?? 'owner'] >= rank[screenLevels[screen] ?? 'manager'];
}
