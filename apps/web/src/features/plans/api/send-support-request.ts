import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { mySupportRequestsQueryKey } from './list-my-support-requests.ts';

const createdSchema = z.object({ id: z.string() });

export function sendSupportRequest(shopId: string, request: { subject: string; message: string }) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/support-requests`, request, {
    schema: createdSchema,
  });
}

export function useSendSupportRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { subject: string; message: string }) => sendSupportRequest(shopId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySupportRequestsQueryKey(shopId) }),
  });
}
