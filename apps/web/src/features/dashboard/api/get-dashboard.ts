import { type Dashboard, dashboardSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Counts of the last 30 days, upcoming bookings and the setup checklist (shop admin). */
export function getDashboard(shopId: string, signal?: AbortSignal): Promise<Dashboard> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/dashboard`, { schema: dashboardSchema, signal });
}

export const dashboardQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.dashboard(shopId),
    queryFn: ({ signal }) => getDashboard(shopId, signal),
    // The checklist follows what the owner just set up on other screens.
    staleTime: 0,
  });

export function useDashboard(shopId: string | null) {
  return useQuery({ ...dashboardQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
}
