import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

const shopNamesSchema = z.array(z.looseObject({ id: z.string(), name: z.string(), timezone: z.string() }));
export type ShopName = { id: string; name: string; timezone: string };

/** Every shop's id, name and time zone, for the global admin's cross-shop lists (orders, reservations). */
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

/** Each shop's time zone by its id: a cross-shop list shows every studio time on its studio's clock. */
export function useStudioZones(): ReadonlyMap<string, string> {
  const shops = useShopNames();
  return useMemo(() => new Map((shops.data ?? []).map((shop) => [shop.id, shop.timezone])), [shops.data]);
}
