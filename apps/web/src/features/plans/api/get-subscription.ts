import { type Subscription, subscriptionSchema } from '@studio/domain/payments-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getSubscription(shopId: string, signal?: AbortSignal): Promise<Subscription> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/subscription`, { schema: subscriptionSchema, signal });
}

export const subscriptionQueryOptions = (shopId: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: ['shops', shopId, 'subscription'],
    queryFn: ({ signal }) => getSubscription(shopId, signal),
    enabled: Boolean(shopId),
  });

export function useSubscription(shopId: string) {
  return useQuery(subscriptionQueryOptions(shopId));
}
