import { type SlotsResponse, slotsResponseSchema } from '@studio/domain/booking-contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export interface FreeSlotsRequest {
  shopId: string;
  serviceIds: readonly string[];
  /** First and last studio day (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  teamMemberId: string | null;
}

export function getFreeSlots(request: FreeSlotsRequest, signal?: AbortSignal): Promise<SlotsResponse> {
  const params = new URLSearchParams({
    serviceIds: request.serviceIds.join(','),
    from: request.from,
    to: request.to,
  });
  if (request.teamMemberId) params.set('teamMemberId', request.teamMemberId);
  return api.get(`/shops/${encodeURIComponent(request.shopId)}/slots?${params.toString()}`, {
    schema: slotsResponseSchema,
    signal,
  });
}

export const freeSlotsQueryOptions = (request: FreeSlotsRequest) =>
  queryOptions({
    queryKey: [
      ...queryKeys.freeSlots(request.shopId),
      request.serviceIds.join(','),
      request.teamMemberId ?? '',
      request.from,
      request.to,
    ],
    queryFn: ({ signal }) => getFreeSlots(request, signal),
    // Free times change with every booking; a minute-old answer is the most a customer should see.
    staleTime: 60_000,
    meta: { persist: false },
  });

export function useFreeSlots(request: FreeSlotsRequest, enabled: boolean) {
  return useQuery({ ...freeSlotsQueryOptions(request), enabled, placeholderData: keepPreviousData });
}
