import { type StaffMember, type StaffMemberUpdate, staffMemberSchema } from '@studio/domain/staff-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKey } from './list-staff.ts';

/** Lowering a level ends that person's sessions; the last owner stays an owner (8304). */
export function changeStaffLevel(shopId: string, uid: string, body: StaffMemberUpdate): Promise<StaffMember> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/staff/${encodeURIComponent(uid)}`, body, {
    schema: staffMemberSchema,
  });
}

export function useChangeStaffLevel(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: StaffMemberUpdate }) =>
      changeStaffLevel(shopId, uid, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(shopId) }),
  });
}
