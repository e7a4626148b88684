import { ErrorCode } from '@studio/domain/error-codes';
import {
  type StaffInvitation,
  type StaffInvitationWrite,
  staffInvitationSchema,
} from '@studio/domain/staff-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKey } from './list-staff.ts';

/** Mails the invitee a link to accept; field problems (9400) are shown on the form. */
export function inviteStaff(shopId: string, body: StaffInvitationWrite): Promise<StaffInvitation> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/staff-invitations`, body, {
    schema: staffInvitationSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useInviteStaff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvitationWrite) => inviteStaff(shopId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(shopId) }),
  });
}
