import { type LoginResponse, loginResponseSchema } from '@studio/domain/auth-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

export { loginResponseSchema as guestSessionSchema };

/** A guest identity (appUser, guest: true) for booking or ordering without an account. */
export function startGuestSession(): Promise<LoginResponse> {
  return api.post('/auth/guest', undefined, { schema: loginResponseSchema });
}

export function useStartGuestSession() {
  return useMutation({
    mutationFn: startGuestSession,
    onSuccess: ({ token, user }) => sessionStore.save(token, user),
  });
}
