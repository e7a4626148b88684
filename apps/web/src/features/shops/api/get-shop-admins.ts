import { type ShopAdmin, shopAdminListSchema } from '@studio/domain/shop-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { shopAdminListSchema };

/** The accounts that administer a shop (global admin). */
export function getShopAdmins(shopId: string, signal?: AbortSignal): Promise<ShopAdmin[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/admins`, { schema: shopAdminListSchema, signal });
}

export const shopAdminsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopAdmins(shopId),
    queryFn: ({ signal }) => getShopAdmins(shopId, signal),
    staleTime: 0,
  });

export function useShopAdmins(shopId: string | null) {
  return useQuery({ ...shopAdminsQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
