import { type OwnDealPurchase, ownDealPurchaseListSchema } from '@studio/domain/deal-contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** GET me/deal-purchases: the deals the customer bought at every studio, newest first. */
export function listOwnDealPurchases(signal?: AbortSignal): Promise<OwnDealPurchase[]> {
  return api.get('/me/deal-purchases', { schema: ownDealPurchaseListSchema, signal, silent: true });
}

export function useOwnDealPurchases(enabled = true) {
  return useQuery({
    queryKey: dealKeys.purchases(),
    queryFn: ({ signal }) => listOwnDealPurchases(signal),
    staleTime: 0,
    enabled,
  });
}
