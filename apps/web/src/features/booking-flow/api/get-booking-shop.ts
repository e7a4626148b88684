import { shopCategories, shopStatuses } from '@studio/domain/shop';
import type { Shop } from '@studio/domain/shop-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { SHOP_NOT_FOUND } from '../../../shared/shops/api/get-shop.ts';

export type BookingShop = Shop;

// zod/mini, typed against the contract: the booking page's first request.
const bookingShopSchema: z.ZodMiniType<BookingShop> = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  category: z.enum(shopCategories),
  description: z.string(),
  googlePlacesId: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  logoUrl: z.nullable(z.string()),
  backgroundUrl: z.nullable(z.string()),
  externalLinks: z.array(z.string()),
  timezone: z.string(),
  currencyCode: z.string(),
  status: z.enum(shopStatuses),
  slotStepMinutes: z.number(),
  minLeadMinutes: z.number(),
  horizonDays: z.number(),
  autoConfirm: z.boolean(),
});

/**
 * The studio with its booking settings (time zone, currency, horizon). Only an active studio is
 * public; "not found" is shown by the page itself, so it stays out of the snackbar.
 */
export function getBookingShop(shopId: string, signal?: AbortSignal): Promise<BookingShop> {
  return api.get(`/shops/${encodeURIComponent(shopId)}`, {
    schema: bookingShopSchema,
    signal,
    quietCodes: [SHOP_NOT_FOUND, 9404],
  });
}

export const bookingShopQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.shopBookingSettings(shopId),
    queryFn: ({ signal }) => getBookingShop(shopId, signal),
  });

export function useBookingShop(shopId: string) {
  return useQuery(bookingShopQueryOptions(shopId));
}
