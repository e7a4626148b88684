import { type StaffOverview, staffOverviewSchema } from '@studio/domain/staff-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const staffKey = (shopId: string) => ['staff', shopId] as const;

/** The logins on the studio's team with their levels, and the invitations still open (owners only). */
export function listStaff(shopId: string, signal?: AbortSignal): Promise<StaffOverview> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/staff`, { schema: staffOverviewSchema, signal });
}

export const staffQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: staffKey(shopId),
    queryFn: ({ signal }) => listStaff(shopId, signal),
    // Invitations are accepted on the invitee's own device: the screen asks again whenever it opens.
    staleTime: 0,
  });

export function useStaff(shopId: string) {
  return useQuery(staffQueryOptions(shopId));
}
