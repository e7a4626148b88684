import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKey } from './list-staff.ts';

/** The mailed link stops working. */
export function revokeStaffInvitation(shopId: string, invitationId: string): Promise<void> {
  return api.delete(
    `/shops/${encodeURIComponent(shopId)}/staff-invitations/${encodeURIComponent(invitationId)}`,
  );
}

export function useRevokeStaffInvitation(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeStaffInvitation(shopId, invitationId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(shopId) }),
  });
}
