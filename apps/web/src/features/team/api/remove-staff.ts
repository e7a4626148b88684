import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKey } from './list-staff.ts';

/** The account stays as a customer account; its sessions end at once. */
export function removeStaff(shopId: string, uid: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/staff/${encodeURIComponent(uid)}`);
}

export function useRemoveStaff(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => removeStaff(shopId, uid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey(shopId) }),
  });
}
