import { createdPushMessageSchema, type PushMessageWrite } from '@studio/domain/push-message-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pushMessageKeys } from './push-message-query-keys.ts';

/** 429 2020 (one message in 24 hours) answers with the spec's text in the snackbar. */
export function sendPushMessage(shopId: string, message: PushMessageWrite) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/push-messages`, message, {
    schema: createdPushMessageSchema,
  });
}

export function useSendPushMessage(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: PushMessageWrite) => sendPushMessage(shopId, message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushMessageKeys.sent(shopId) }),
  });
}
