/** Query keys of the menu: a change refreshes everything under the shop's menu prefix. */
export const menuKeys = {
  shop: (shopId: string) => ['shops', shopId, 'menu'] as const,
  public: (shopId: string) => [...menuKeys.shop(shopId), 'public'] as const,
  categories: (shopId: string) => [...menuKeys.shop(shopId), 'categories'] as const,
  articles: (shopId: string) => [...menuKeys.shop(shopId), 'articles'] as const,
  legend: (kind: 'allergens' | 'additives', locale: string) => ['menu-legend', kind, locale] as const,
};
