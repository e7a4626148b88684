import { ErrorCode } from '@studio/domain/error-codes';
import { type ShopDetail, shopDetailSchema } from '@studio/domain/shop-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export { shopDetailSchema };

/**
 * The shop as its own admin (or a global admin) sees it: every status, plus the profile change
 * waiting for approval and when the owner asked for review.
 */
export function getShopDetail(shopId: string, signal?: AbortSignal): Promise<ShopDetail> {
  return api.get(`/shops/${encodeURIComponent(shopId)}`, {
    schema: shopDetailSchema,
    signal,
    quietCodes: [ErrorCode.shopNotFound, ErrorCode.notFound],
  });
}

export const shopDetailQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopDetail(shopId),
    queryFn: ({ signal }) => getShopDetail(shopId, signal),
    // Status and approvals change by someone else's hand; ask again whenever the page opens.
    staleTime: 0,
  });

export function useShopDetail(shopId: string | null) {
  return useQuery({ ...shopDetailQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
