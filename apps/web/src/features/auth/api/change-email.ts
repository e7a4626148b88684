import {
  type ChangeEmailRequest,
  changeEmailRequestSchema,
  type SessionUser,
  sessionUserSchema,
} from '@studio/domain/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';
import { WRONG_PASSWORD } from './change-password.ts';

export { changeEmailRequestSchema };

/** Answers the user with the new, still unverified address; a link to confirm it is mailed. */
export function changeEmail(body: ChangeEmailRequest): Promise<SessionUser> {
  return api.put('/me/email', body, {
    schema: sessionUserSchema,
    keepSessionOnCodes: [WRONG_PASSWORD],
    quietCodes: [WRONG_PASSWORD, 9400, 9409],
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
