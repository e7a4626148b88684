import {
  type ManagedUser,
  managedUserSchema,
  type UpdateUserRequest,
  updateUserRequestSchema,
} from '@studio/domain/users-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export { updateUserRequestSchema };

/** Changes an account: disable or enable it, or make it a shop's admin (`role`, `shopId`). */
export function updateUser(uid: string, body: UpdateUserRequest): Promise<ManagedUser> {
  return api.put(`/users/${encodeURIComponent(uid)}`, body, { schema: managedUserSchema });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: UpdateUserRequest }) => updateUser(uid, body),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      if (user.shopId) void queryClient.invalidateQueries({ queryKey: queryKeys.shopAdmins(user.shopId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shopLists() });
    },
  });
}
