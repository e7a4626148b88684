/** Query keys of gifts: a change, claim or hand-over refreshes everything under the shop's prefix. */
export const giftKeys = {
  shop: (shopId: string) => ['shops', shopId, 'gifts'] as const,
  live: (shopId: string) => [...giftKeys.shop(shopId), 'live'] as const,
  overview: (shopId: string) => [...giftKeys.shop(shopId), 'overview'] as const,
  claims: (shopId: string, status: string) => [...giftKeys.shop(shopId), 'claims', status] as const,
  held: () => ['me', 'gifts'] as const,
};
