/** Query keys of reservations: the shop's settings and list, and the admin's list. */
export const reservationKeys = {
  shop: (shopId: string) => ['shops', shopId, 'reservations'] as const,
  settings: (shopId: string) => [...reservationKeys.shop(shopId), 'settings'] as const,
  list: (shopId: string, status: string) => [...reservationKeys.shop(shopId), 'list', status] as const,
  all: (filter: unknown) => ['reservations', filter] as const,
};
