import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTeam } from './invalidate-team.ts';

/** Their bookings stay, without a team member. */
export function deleteTeamMember(shopId: string, id: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/team-members/${encodeURIComponent(id)}`);
}

export function useDeleteTeamMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTeamMember(shopId, id),
    onSuccess: () => invalidateTeam(queryClient, shopId),
  });
}
