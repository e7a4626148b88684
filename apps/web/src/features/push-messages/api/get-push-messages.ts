import { type PushMessageOverview, pushMessageOverviewSchema } from '@studio/domain/push-message-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { pushMessageKeys } from './push-message-query-keys.ts';

/** The shop's sent messages, the audience, and when the signed-in admin may send again. */
export function getPushMessages(shopId: string, signal?: AbortSignal): Promise<PushMessageOverview> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/push-messages`, {
    schema: pushMessageOverviewSchema,
    signal,
  });
}

export const pushMessagesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: pushMessageKeys.sent(shopId),
    queryFn: ({ signal }) => getPushMessages(shopId, signal),
    staleTime: 0,
  });

export function usePushMessages(shopId: string) {
  return useQuery(pushMessagesQueryOptions(shopId));
}
