import {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  type OkResponse,
  okResponseSchema,
} from '@studio/domain/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { changePasswordRequestSchema };

/** A wrong current password (401, 1100) is a field error on the form, not a reason to sign out. */
export const WRONG_PASSWORD = 1100;

export function changePassword(body: ChangePasswordRequest): Promise<OkResponse> {
  return api.put('/me/password', body, {
    schema: okResponseSchema,
    keepSessionOnCodes: [WRONG_PASSWORD],
    quietCodes: [WRONG_PASSWORD, 9400],
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
