import { type Treatment, treatmentListSchema } from '@studio/domain/booking-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys, refreshAfterSetupChange } from '../../query-keys.ts';

/** Every treatment of the shop; its admins get the inactive ones too. */
export function listTreatments(shopId: string, signal?: AbortSignal): Promise<Treatment[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/services`, { schema: treatmentListSchema, signal });
}

export const treatmentsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.services(shopId),
    queryFn: ({ signal }) => listTreatments(shopId, signal),
    // An editing screen starts from what the server has now, not from the persisted cache.
    staleTime: 0,
  });

export function useTreatments(shopId: string) {
  return useQuery(treatmentsQueryOptions(shopId));
}

/** After a change: this list, the dashboard checklist and the studio's public booking pages. */
export function invalidateTreatments(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.services(shopId) });
  refreshAfterSetupChange(queryClient, shopId);
}
