import { type DealRedemption, dealRedemptionListSchema } from '@studio/domain/deal-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** GET me/deals: the deals the customer redeemed, newest first. */
export function listMyDeals(signal?: AbortSignal): Promise<DealRedemption[]> {
  return api.get('/me/deals', { schema: dealRedemptionListSchema, signal });
}

export const myDealsQueryOptions = () =>
  queryOptions({ queryKey: dealKeys.mine(), queryFn: ({ signal }) => listMyDeals(signal), staleTime: 0 });

export function useMyDeals(enabled: boolean) {
  return useQuery({ ...myDealsQueryOptions(), enabled });
}
