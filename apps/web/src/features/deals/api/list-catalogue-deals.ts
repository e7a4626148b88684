import { type ManagedDeal, managedDealListSchema } from '@studio/domain/deal-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { dealKeys } from './deal-query-keys.ts';

/** GET deals: every deal with its shops (global admin). */
export function listCatalogueDeals(signal?: AbortSignal): Promise<ManagedDeal[]> {
  return api.get('/deals', { schema: managedDealListSchema, signal });
}

export const catalogueDealsQueryOptions = () =>
  queryOptions({
    queryKey: dealKeys.catalogue(),
    queryFn: ({ signal }) => listCatalogueDeals(signal),
    staleTime: 0,
  });

export function useCatalogueDeals() {
  return useQuery(catalogueDealsQueryOptions());
}
