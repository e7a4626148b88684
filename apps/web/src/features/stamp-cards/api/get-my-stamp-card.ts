import { type MyStampCard, myStampCardSchema } from '@studio/domain/stamp-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

export function getMyStampCard(shopId: string, signal?: AbortSignal): Promise<MyStampCard> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/stamp-card/me`, {
    schema: myStampCardSchema,
    signal,
    silent: true,
  });
}

/** While a request waits for the shop, its state is polled so the page updates without a reload. */
export const myStampCardQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: stampCardKeys.mine(shopId),
    queryFn: ({ signal }) => getMyStampCard(shopId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.pendingRequest ? 3000 : false),
  });

export function useMyStampCard(shopId: string, enabled: boolean) {
  return useQuery({ ...myStampCardQueryOptions(shopId), enabled });
}
