import { type EmailOnlyRequest, emailOnlyRequestSchema } from '@studio/domain/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { emailOnlyRequestSchema as requestPasswordResetSchema };

/** Answers 202 whether or not the email exists, so the form always shows the same confirmation. */
export function requestPasswordReset(body: EmailOnlyRequest): Promise<void> {
  return api.post('/users/reset-password', body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
