import { type LoginRequest, type LoginResponse, loginResponseSchema } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

export { loginResponseSchema };

/** Codes the login form shows inline next to the fields instead of in the snackbar. */
export const LOGIN_FORM_CODES = [
  ErrorCode.wrongCredentials,
  ErrorCode.accountDisabled,
  ErrorCode.emailNotVerified,
  ErrorCode.invalidInput,
  ErrorCode.rateLimited,
] as const;

export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', body, { schema: loginResponseSchema, quietCodes: LOGIN_FORM_CODES });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => sessionStore.save(token, user),
  });
}
