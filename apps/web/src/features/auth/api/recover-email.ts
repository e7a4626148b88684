import {
  type RecoverEmailRequest,
  type RecoverEmailResponse,
  recoverEmailRequestSchema,
  recoverEmailResponseSchema,
} from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

export { recoverEmailRequestSchema };

/**
 * A link works once: otherwise 9400 with fields.token; 9409 with fields.email when another account
 * took the old address meanwhile. Both are shown on the page.
 */
export function recoverEmail(body: RecoverEmailRequest): Promise<RecoverEmailResponse> {
  return api.post('/auth/recover-email', body, {
    schema: recoverEmailResponseSchema,
    quietCodes: [ErrorCode.invalidInput, ErrorCode.conflict],
  });
}

export function useRecoverEmail() {
  return useMutation({
    mutationFn: recoverEmail,
    // The server signed out every session of the account, so this browser's token is dead too.
    onSuccess: () => sessionStore.clear(),
  });
}
