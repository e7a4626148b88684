import { type EmailOnlyRequest, emailOnlyRequestSchema } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { emailOnlyRequestSchema as resendVerificationSchema };

/** Answers 202 whether or not the address has an unverified account; too many in a row: 9429. */
export function resendVerification(body: EmailOnlyRequest): Promise<void> {
  return api.post('/auth/resend-verification', body, { quietCodes: [ErrorCode.rateLimited] });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
