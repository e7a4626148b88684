import { messageLogEntrySchema } from '@studio/domain/voice-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const messageLogSchema = z.array(messageLogEntrySchema);

export function listAssistantMessages(shopId: string, signal?: AbortSignal) {
  return api.get(`/shops/${encodeURIComponent(shopId)}/voice/messages`, { schema: messageLogSchema, signal });
}

export const assistantMessagesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'voice', 'messages'],
    queryFn: ({ signal }) => listAssistantMessages(shopId, signal),
  });

export function useAssistantMessages(shopId: string) {
  return useQuery(assistantMessagesQueryOptions(shopId));
}
