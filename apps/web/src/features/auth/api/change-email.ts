import {
  type ChangeEmailRequest,
  changeEmailRequestSchema,
  type SessionUser,
  sessionUserSchema,
} from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

export { changeEmailRequestSchema };

/** Answers the user with the new, still unverified address; a link to confirm it is mailed. */
export function changeEmail(body: ChangeEmailRequest): Promise<SessionUser> {
  return api.put('/me/email', body, {
    schema: sessionUserSchema,
    keepSessionOnCodes: [ErrorCode.wrongCredentials],
    quietCodes: [ErrorCode.wrongCredentials, ErrorCode.invalidInput, ErrorCode.conflict],
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
