import { type TeamMember, type TeamMemberWrite, teamMemberSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTeam } from './invalidate-team.ts';

/** Field problems (9400) are shown on the form itself. */
export function createTeamMember(shopId: string, body: TeamMemberWrite): Promise<TeamMember> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/team-members`, body, {
    schema: teamMemberSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateTeamMember(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamMemberWrite) => createTeamMember(shopId, body),
    onSuccess: () => invalidateTeam(queryClient, shopId),
  });
}
