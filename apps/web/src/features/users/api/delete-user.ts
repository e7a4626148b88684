import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Deletes an account for good (global admin). */
export function deleteUser(uid: string): Promise<void> {
  return api.delete(`/users/${encodeURIComponent(uid)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      void queryClient.invalidateQueries({ queryKey: ['shops'] });
    },
  });
}
