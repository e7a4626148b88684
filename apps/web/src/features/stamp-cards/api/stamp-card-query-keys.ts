/** Query keys of stamp cards: a decision or a request refreshes everything under these prefixes. */
export const stampCardKeys = {
  shop: (shopId: string) => ['shops', shopId, 'stamp-card'] as const,
  live: (shopId: string) => [...stampCardKeys.shop(shopId), 'live'] as const,
  overview: (shopId: string) => [...stampCardKeys.shop(shopId), 'overview'] as const,
  requests: (shopId: string, filter: unknown) => [...stampCardKeys.shop(shopId), 'requests', filter] as const,
  customers: (shopId: string) => [...stampCardKeys.shop(shopId), 'customers'] as const,
  mine: (shopId: string) => [...stampCardKeys.shop(shopId), 'me'] as const,
  held: () => ['me', 'stamp-cards'] as const,
};
