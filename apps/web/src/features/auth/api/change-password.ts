import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
} from '@studio/domain/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

export { changePasswordRequestSchema };

/** A wrong current password (401, 1100) is a field error on the form, not a reason to sign out. */
export const WRONG_PASSWORD = 1100;

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return api.put('/me/password', body, {
    schema: changePasswordResponseSchema,
    keepSessionOnCodes: [WRONG_PASSWORD],
    quietCodes: [WRONG_PASSWORD, 9400],
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The server signed out every other session, this one's old token included: go on with the new one.
    onSuccess: ({ token }) => {
      const session = sessionStore.getSession();
      if (session) sessionStore.save(token, session.user);
    },
  });
}
