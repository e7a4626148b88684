import { queryKeys } from '../../../shared/query-keys.ts';

/** Query keys of push messages: sending refreshes the shop's history. */
export const pushMessageKeys = {
  sent: (shopId: string) => [...queryKeys.shop(shopId), 'push-messages'] as const,
  inbox: () => ['me', 'messages'] as const,
  offeredDeals: (shopId: string) => [...queryKeys.shop(shopId), 'push-messages', 'offered-deals'] as const,
};
