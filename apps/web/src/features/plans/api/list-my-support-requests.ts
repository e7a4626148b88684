import { supportRequestSchema } from '@studio/domain/voice-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

export function listMySupportRequests(shopId: string, signal?: AbortSignal) {
  return api.get(`/shops/${encodeURIComponent(shopId)}/support-requests`, {
    schema: z.array(supportRequestSchema),
    signal,
  });
}

export const mySupportRequestsQueryKey = (shopId: string) => ['shops', shopId, 'support-requests'] as const;

export const mySupportRequestsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: mySupportRequestsQueryKey(shopId),
    queryFn: ({ signal }) => listMySupportRequests(shopId, signal),
  });

export function useMySupportRequests(shopId: string) {
  return useQuery(mySupportRequestsQueryOptions(shopId));
}
