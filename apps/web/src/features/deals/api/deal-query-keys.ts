/** Query keys of deals: a change refreshes everything under these prefixes. */
export const dealKeys = {
  all: () => ['deals'] as const,
  catalogue: () => [...dealKeys.all(), 'catalogue'] as const,
  shop: (shopId: string) => ['shops', shopId, 'deals'] as const,
  live: (shopId: string) => [...dealKeys.shop(shopId), 'live'] as const,
  overview: (shopId: string) => [...dealKeys.shop(shopId), 'overview'] as const,
  sales: (shopId: string) => [...dealKeys.shop(shopId), 'sales'] as const,
  redemptions: (shopId: string, code: string) => [...dealKeys.shop(shopId), 'redemptions', code] as const,
  mine: () => ['me', 'deals'] as const,
  purchases: () => ['me', 'deal-purchases'] as const,
};
