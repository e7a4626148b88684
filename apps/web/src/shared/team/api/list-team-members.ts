import { type TeamMember, teamMemberListSchema } from '@studio/domain/booking-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys, refreshAfterSetupChange } from '../../query-keys.ts';

/** The team as the studio's admins see it: with email and phone. */
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

/**
 * After a change: the team, the treatments (a removed member leaves the lists of who performs
 * what), the dashboard checklist and the public booking pages.
 */
export function invalidateTeam(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.teamMembers(shopId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.services(shopId) });
  refreshAfterSetupChange(queryClient, shopId);
}
