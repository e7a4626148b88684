import { type LoginResponse, loginResponseSchema } from '@studio/domain/auth-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/auth-session.ts';

/** The page explains these itself instead of a snackbar. */
export const acceptInvitationCodes = [
  ErrorCode.invitationInvalid,
  ErrorCode.forbidden,
  ErrorCode.conflict,
] as const;

/** Joins the studio's team; the answer is a fresh session with the studio and the level. */
export function acceptStaffInvitation(token: string): Promise<LoginResponse> {
  return api.post(
    '/staff-invitations/accept',
    { token },
    { schema: loginResponseSchema, quietCodes: acceptInvitationCodes },
  );
}

export function useAcceptStaffInvitation() {
  return useMutation({
    mutationFn: acceptStaffInvitation,
    onSuccess: ({ token, user }) => sessionStore.save(token, user),
  });
}
