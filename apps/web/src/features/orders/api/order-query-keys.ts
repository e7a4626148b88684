/** Query keys of orders: the shop's board, the customer's orders and visits, the admin's list. */
export const orderKeys = {
  shop: (shopId: string) => ['shops', shopId, 'orders'] as const,
  board: (shopId: string, status: string) => [...orderKeys.shop(shopId), 'board', status] as const,
  order: (shopId: string, id: string) => [...orderKeys.shop(shopId), 'order', id] as const,
  openGroup: (shopId: string) => ['me', 'order-group', shopId] as const,
  myGroups: () => ['me', 'order-groups'] as const,
  deals: (shopId: string) => ['shops', shopId, 'orders', 'deals'] as const,
  table: (shopId: string, token: string) => ['shops', shopId, 'tables', token] as const,
  tableLinks: (shopId: string, tables: string) => ['shops', shopId, 'tables', 'links', tables] as const,
  all: (filter: unknown) => ['orders', filter] as const,
};
