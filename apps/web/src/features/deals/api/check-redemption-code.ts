import { shopRedemptionListSchema } from '@studio/domain/deal-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

export type ShopRedemption = z.infer<typeof shopRedemptionListSchema>[number];

/** GET shops/{shopId}/deals/redemptions?code=: staff look up the code a customer shows. */
export function checkRedemptionCode(
  shopId: string,
  code: string,
  signal?: AbortSignal,
): Promise<ShopRedemption[]> {
  const query = new URLSearchParams({ code, limit: '5' });
  return api.get(`/shops/${encodeURIComponent(shopId)}/deals/redemptions?${query.toString()}`, {
    schema: shopRedemptionListSchema,
    signal,
  });
}

export const redemptionCodeQueryOptions = (shopId: string, code: string) =>
  queryOptions({
    queryKey: dealKeys.redemptions(shopId, code),
    queryFn: ({ signal }) => checkRedemptionCode(shopId, code, signal),
    staleTime: 0,
  });

export function useRedemptionCode(shopId: string, code: string) {
  return useQuery({ ...redemptionCodeQueryOptions(shopId, code), enabled: code.length > 0 });
}
