import { type TeamMember, teamMemberListSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** The studio's team as the public sees it: name, colour and description. */
export function listTeamMembers(shopId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/team-members`, {
    schema: teamMemberListSchema,
    signal,
  });
}

export const teamMembersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.bookingFlowTeamMembers(shopId),
    queryFn: ({ signal }) => listTeamMembers(shopId, signal),
  });

export function useTeamMembers(shopId: string) {
  return useQuery(teamMembersQueryOptions(shopId));
}
