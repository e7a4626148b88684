import { type TeamMember, teamMemberListSchema } from '@studio/domain/booking-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Shared with the calendar and bookings screens, so a new colour or name shows there at once. */
export const teamMembersQueryKey = (shopId: string) => ['shops', shopId, 'team-members'] as const;

/** The team as the studio's admins see it: with email and phone. */
export function listTeamMembers(shopId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/team-members`, {
    schema: teamMemberListSchema,
    signal,
  });
}

export const teamMembersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: teamMembersQueryKey(shopId),
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
  void queryClient.invalidateQueries({ queryKey: teamMembersQueryKey(shopId) });
  void queryClient.invalidateQueries({ queryKey: ['shops', shopId, 'services'] });
  void queryClient.invalidateQueries({ queryKey: ['shops', shopId, 'dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['booking-flow', shopId] });
}
