import { type WaitlistWrite, waitlistCreatedSchema } from '@studio/domain/waitlist-contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function joinWaitlist(shopId: string, body: WaitlistWrite) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/waitlist`, body, {
    schema: waitlistCreatedSchema,
    // The form shows every failure beside its fields.
    silent: true,
  });
}

export function useJoinWaitlist(shopId: string) {
  return useMutation({ mutationFn: (body: WaitlistWrite) => joinWaitlist(shopId, body) });
}
