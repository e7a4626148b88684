import {
  type RegisterRequest,
  type RegisterResponse,
  registerRequestSchema,
  registerResponseSchema,
} from '@studio/domain/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export { registerRequestSchema };

/** Field problems (9400) and an address already in use (9409, fields.email) are shown on the form. */
export const REGISTER_FORM_CODES = [9400, 9409] as const;

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
