import {
  type RegisterRequest,
  type RegisterResponse,
  registerRequestSchema,
  registerResponseSchema,
} from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { registerRequestSchema };

/**
 * Field problems (9400) and too many registrations from this address (9429) are shown on the form.
 * An address that already has an account answers like a new one (its owner gets a mail).
 */
export const REGISTER_FORM_CODES = [ErrorCode.invalidInput, ErrorCode.rateLimited] as const;

/** Creates an unverified account; the server mails the verification link. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return api.post('/auth/register', body, {
    schema: registerResponseSchema,
    quietCodes: REGISTER_FORM_CODES,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
