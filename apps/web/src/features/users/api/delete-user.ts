import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Deletes an account for good (global admin). */
export function deleteUser(uid: string): Promise<void> {
  return api.delete(`/users/${encodeURIComponent(uid)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.users() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.shops() });
    },
  });
}
