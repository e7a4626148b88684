import { shopCategories, shopStatuses } from '@studio/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../query-keys.ts';

export const SHOP_NOT_FOUND = 1001;

// zod/mini: this is the studio page's first request (classic zod would add 26 KB to its first load).
export const shopSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.nullish(z.string()),
  email: z.nullish(z.string()),
  // Unknown values from a newer server degrade to "other" instead of failing the whole page.
  category: z.catch(z.enum(shopCategories), 'other'),
  description: z.nullish(z.string()),
  logoUrl: z.nullish(z.string()),
  backgroundUrl: z.nullish(z.string()),
  latitude: z.nullish(z.number()),
  longitude: z.nullish(z.number()),
  googlePlacesId: z.nullish(z.string()),
  status: z.catch(z.enum(shopStatuses), 'pending'),
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
