import { type InboxMessage, inboxMessageSchema } from '@studio/domain/push-message-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { pushMessageKeys } from './push-message-query-keys.ts';

const inboxSchema = z.array(inboxMessageSchema);

/** The studios' messages to the signed-in customer, newest first. */
export function listInboxMessages(signal?: AbortSignal): Promise<InboxMessage[]> {
  return api.get('/me/messages', { schema: inboxSchema, signal });
}

export const inboxMessagesQueryOptions = () =>
  queryOptions({
    queryKey: pushMessageKeys.inbox(),
    queryFn: ({ signal }) => listInboxMessages(signal),
    // A message can arrive at any time; the inbox asks again whenever it is shown.
    staleTime: 0,
  });

export function useInboxMessages() {
  return useQuery(inboxMessagesQueryOptions());
}
