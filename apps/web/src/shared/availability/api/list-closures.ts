import { type ClosureTime, closureTimeSchema } from '@studio/domain/booking-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys, refreshAfterSetupChange } from '../../query-keys.ts';

const closureListSchema = z.array(closureTimeSchema);

/** Closure times: whole local days, both ends included, by start date (shop admin). */
export function listClosures(shopId: string, signal?: AbortSignal): Promise<ClosureTime[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/unavailabilities`, {
    schema: closureListSchema,
    signal,
  });
}

export const closuresQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.closures(shopId),
    queryFn: ({ signal }) => listClosures(shopId, signal),
    // An editing screen starts from what the server has now, not from the persisted cache.
    staleTime: 0,
  });

export function useClosures(shopId: string) {
  return useQuery(closuresQueryOptions(shopId));
}

/** After a change: the closures, the dashboard checklist and the free times customers see. */
export function invalidateClosures(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.closures(shopId) });
  refreshAfterSetupChange(queryClient, shopId);
}
