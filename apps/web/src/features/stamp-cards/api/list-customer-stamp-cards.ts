import { type CustomerStampCard, customerStampCardListSchema } from '@studio/domain/stamp-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

export function listCustomerStampCards(shopId: string, signal?: AbortSignal): Promise<CustomerStampCard[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/stamp-card/customers?limit=200`, {
    schema: customerStampCardListSchema,
    signal,
  });
}

export const customerStampCardsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: stampCardKeys.customers(shopId),
    queryFn: ({ signal }) => listCustomerStampCards(shopId, signal),
    staleTime: 0,
    refetchInterval: 10_000,
  });

export function useCustomerStampCards(shopId: string) {
  return useQuery(customerStampCardsQueryOptions(shopId));
}
