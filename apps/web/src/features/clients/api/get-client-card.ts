import { type ClientCard, clientCardSchema } from '@studio/domain/client-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

export function getClientCard(shopId: string, clientId: string, signal?: AbortSignal): Promise<ClientCard> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}`, {
    schema: clientCardSchema,
    signal,
  });
}

export const clientCardQueryOptions = (shopId: string, clientId: string) =>
  queryOptions({
    queryKey: clientKeys.card(shopId, clientId),
    queryFn: ({ signal }) => getClientCard(shopId, clientId, signal),
  });

export function useClientCard(shopId: string, clientId: string) {
  return useQuery(clientCardQueryOptions(shopId, clientId));
}
