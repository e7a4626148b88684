import { type TeamMember, type TeamMemberUpdate, teamMemberSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTeam } from './invalidate-team.ts';

export function updateTeamMember(shopId: string, id: string, body: TeamMemberUpdate): Promise<TeamMember> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/team-members/${encodeURIComponent(id)}`, body, {
    schema: teamMemberSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useUpdateTeamMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TeamMemberUpdate }) => updateTeamMember(shopId, id, body),
    onSuccess: () => invalidateTeam(queryClient, shopId),
  });
}
