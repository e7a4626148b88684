import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Mails the account a link to set a new password. */
export function sendUserPasswordReset(uid: string): Promise<void> {
  return api.post(`/users/${encodeURIComponent(uid)}/send-password-reset`);
}

export function useSendUserPasswordReset() {
  return useMutation({ mutationFn: sendUserPasswordReset });
}
