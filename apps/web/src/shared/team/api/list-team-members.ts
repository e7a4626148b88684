import { type TeamMember, teamMemberListSchema } from '@studio/domain/booking-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

/**
 * The studio's team: its admins get each member's email and phone too, the public (the booking
 * pages) name, colour and description.
 */
export function listTeamMembers(shopId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/team-members`, {
    schema: teamMemberListSchema,
    signal,
  });
}

export const teamMembersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.teamMembers(shopId),
    queryFn: ({ signal }) => listTeamMembers(shopId, signal),
    // An editing screen starts from what the server has now, not from the persisted cache.
    staleTime: 0,
  });

export function useTeamMembers(shopId: string) {
  return useQuery(teamMembersQueryOptions(shopId));
}
