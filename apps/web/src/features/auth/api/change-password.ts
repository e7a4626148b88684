import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
} from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

export { changePasswordRequestSchema };

export function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return api.put('/me/password', body, {
    schema: changePasswordResponseSchema,
    keepSessionOnCodes: [ErrorCode.wrongCredentials],
    quietCodes: [ErrorCode.wrongCredentials, ErrorCode.invalidInput],
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
