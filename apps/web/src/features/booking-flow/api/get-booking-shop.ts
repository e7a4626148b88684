import { type Shop, shopSchema } from '@studio/domain/shop-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';
import { SHOP_NOT_FOUND } from '../../../shared/shops/api/get-shop.ts';

export type BookingShop = Shop;

/**
 * The studio with its booking settings (time zone, currency, horizon). Only an active studio is
 * public; "not found" is shown by the page itself, so it stays out of the snackbar.
 */
export function getBookingShop(shopId: string, signal?: AbortSignal): Promise<BookingShop> {
  return api.get(`/shops/${encodeURIComponent(shopId)}`, {
    schema: shopSchema,
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
