import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

const shopNamesSchema = z.array(z.looseObject({ id: z.string(), name: z.string() }));
export type ShopName = { id: string; name: string };

/** Every shop's id and name, for the global admin's shop filters (orders, reservations). */
export function listShopNames(signal?: AbortSignal): Promise<ShopName[]> {
  return api.get('/shops/all/true', { schema: shopNamesSchema, signal });
}

export function useShopNames() {
  return useQuery({
    queryKey: [...queryKeys.shopLists(), 'names'],
    queryFn: ({ signal }) => listShopNames(signal),
    staleTime: 60_000,
  });
}
