import {
  type OkResponse,
  okResponseSchema,
  type VerifyEmailRequest,
  verifyEmailRequestSchema,
} from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export { verifyEmailRequestSchema };

/** A link is valid for 48 hours and once; otherwise 9400 with fields.token, shown on the page. */
export function verifyEmail(body: VerifyEmailRequest): Promise<OkResponse> {
  return api.post('/auth/verify-email', body, {
    schema: okResponseSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in session learns at once that its address is confirmed (the studio can be created).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
  });
}
