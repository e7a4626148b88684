import { ErrorCode } from '@studio/domain/error-codes';
import { shopCategories, shopStatuses } from '@studio/domain/shop';
import type { Shop } from '@studio/domain/shop-contract';
import type { ShopLegal } from '@studio/domain/shop-legal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

export type BookingShop = Shop;

// valibot, typed against the contract: the booking page's first request (valibot-answer-schema.ts
// says why not zod).
const bookingShopShape: v.GenericSchema<BookingShop> = v.object({
  id: v.string(),
  name: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
  category: v.picklist(shopCategories),
  description: v.string(),
  googlePlacesId: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  logoUrl: v.nullable(v.string()),
  backgroundUrl: v.nullable(v.string()),
  externalLinks: v.array(v.string()),
  timezone: v.string(),
  currencyCode: v.string(),
  status: v.picklist(shopStatuses),
  slotStepMinutes: v.number(),
  minLeadMinutes: v.number(),
  horizonDays: v.number(),
  autoConfirm: v.boolean(),
  // The booking page reads no legal details: their shape is the imprint's business.
  legal: v.custom<ShopLegal | null>(() => true),
});
const bookingShopSchema = valibotAnswerSchema(bookingShopShape);

/**
 * The studio with its booking settings (time zone, currency, horizon). Only an active studio is
 * public; "not found" is shown by the page itself, so it stays out of the snackbar.
 */
export function getBookingShop(shopId: string, signal?: AbortSignal): Promise<BookingShop> {
  return api.get(`/shops/${encodeURIComponent(shopId)}`, {
    schema: bookingShopSchema,
    signal,
    quietCodes: [ErrorCode.shopNotFound, ErrorCode.notFound],
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
