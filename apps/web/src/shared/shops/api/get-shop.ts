import { shopCategories, shopStatuses } from '@studio/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export const SHOP_NOT_FOUND = 1001;

export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  // Unknown values from a newer server degrade to "other" instead of failing the whole page.
  category: z.enum(shopCategories).catch('other'),
  description: z.string().nullish(),
  logoUrl: z.string().nullish(),
  backgroundUrl: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  googlePlacesId: z.string().nullish(),
  status: z.enum(shopStatuses).catch('pending'),
  timezone: z.string(),
  currencyCode: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;

/** "Shop not found" is shown by the page itself, so that code is kept out of the snackbar. */
export function getShop(shopId: string, signal?: AbortSignal): Promise<Shop> {
  return api.get(`/shops/${encodeURIComponent(shopId)}`, {
    schema: shopSchema,
    signal,
    quietCodes: [SHOP_NOT_FOUND, 9404],
  });
}

export const shopQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shop(shopId),
    queryFn: ({ signal }) => getShop(shopId, signal),
  });

export function useShop(shopId: string) {
  return useQuery(shopQueryOptions(shopId));
}
