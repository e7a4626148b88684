import { callLogEntrySchema } from '@studio/domain/voice-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const callLogSchema = z.array(callLogEntrySchema);

export function listAssistantCalls(shopId: string, signal?: AbortSignal) {
  return api.get(`/shops/${encodeURIComponent(shopId)}/voice/calls`, { schema: callLogSchema, signal });
}

export const assistantCallsQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'voice', 'calls'],
    queryFn: ({ signal }) => listAssistantCalls(shopId, signal),
  });

export function useAssistantCalls(shopId: string) {
  return useQuery(assistantCallsQueryOptions(shopId));
}
