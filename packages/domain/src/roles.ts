export const roles = ['globalAdmin', 'shopAdmin', 'appUser'] as const;
export type Role = (typeof roles)[number];

/**
 * A shop admin's level: `owner` everything; `manager` everything but plans, payouts, the studio's
 * profile and its team's logins; `staff` the calendar (their own column to change) and the cards of
 * their clients.
 */
export const shopLevels = ['owner', 'manager', 'staff'] as const;
export type ShopLevel = (typeof shopLevels)[number];

const rank: Record<ShopLevel, number> = { staff: 0, manager: 1, owner: 2 };

/** Whether `level` is `required` or above. */
export function reachesShopLevel(level: ShopLevel, required: ShopLevel): boolean {
  return rank[level] >= rank[required];
}
