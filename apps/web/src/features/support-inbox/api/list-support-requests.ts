import { supportRequestSchema } from '@studio/domain/voice-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';

const inboxSchema = z.array(supportRequestSchema);

/** GET support-requests (global admin): Plus studios' requests (priority) first, then newest first. */
export function listSupportRequests(signal?: AbortSignal) {
  return api.get('/support-requests', { schema: inboxSchema, signal });
}

export const supportRequestsQueryOptions = () =>
  queryOptions({ queryKey: ['support-requests'], queryFn: ({ signal }) => listSupportRequests(signal) });

export function useSupportRequests() {
  return useQuery(supportRequestsQueryOptions());
}
