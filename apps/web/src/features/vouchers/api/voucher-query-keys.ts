/** Query keys of vouchers: a decision, redemption or purchase refreshes everything under these prefixes. */
export const voucherKeys = {
  shop: (shopId: string) => ['shops', shopId, 'vouchers'] as const,
  offers: (shopId: string) => [...voucherKeys.shop(shopId), 'offers'] as const,
  sold: (shopId: string) => [...voucherKeys.shop(shopId), 'sold'] as const,
  log: (shopId: string, id: string) => [...voucherKeys.shop(shopId), 'log', id] as const,
  requests: (shopId: string) => [...voucherKeys.shop(shopId), 'requests'] as const,
  payouts: (shopId: string) => [...voucherKeys.shop(shopId), 'payouts'] as const,
  held: () => ['me', 'vouchers'] as const,
};
