import {
  type OkResponse,
  okResponseSchema,
  type ResetPasswordRequest,
  resetPasswordRequestSchema,
} from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { resetPasswordRequestSchema };

/** An unknown, used or expired link answers 9400 with fields.token; the form shows it inline. */
export function resetPassword(body: ResetPasswordRequest): Promise<OkResponse> {
  return api.post('/auth/reset-password', body, {
    schema: okResponseSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.accountDisabled],
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
