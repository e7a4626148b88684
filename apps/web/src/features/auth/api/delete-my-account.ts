import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

/** Deletes the account; the session ends with it, here and on every device. */
export async function deleteMyAccount(): Promise<void> {
  await api.delete('/me');
  sessionStore.clear();
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
