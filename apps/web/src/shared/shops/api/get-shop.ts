import { ErrorCode } from '@studio/domain/error-codes';
import { shopCategories, shopStatuses } from '@studio/domain/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../query-keys.ts';

// valibot: this is the studio page's first request (valibot-answer-schema.ts says why not zod).
const shopShape = v.object({
  id: v.string(),
  name: v.string(),
  address: v.string(),
  phone: v.nullish(v.string()),
  email: v.nullish(v.string()),
  // Unknown values from a newer server degrade to "other" instead of failing the whole page.
  category: v.fallback(v.picklist(shopCategories), 'other'),
  description: v.nullish(v.string()),
  logoUrl: v.nullish(v.string()),
  backgroundUrl: v.nullish(v.string()),
  latitude: v.nullish(v.number()),
  longitude: v.nullish(v.number()),
  googlePlacesId: v.nullish(v.string()),
  status: v.fallback(v.picklist(shopStatuses), 'pending'),
  timezone: v.string(),
  currencyCode: v.string(),
});
export type Shop = v.InferOutput<typeof shopShape>;
export const shopSchema = valibotAnswerSchema(shopShape);

/** "Shop not found" is shown by the page itself, so that code is kept out of the snackbar. */
export function getShop(shopId: string, signal?: AbortSignal): Promise<Shop> {
  return api.get(`/shops/${encodeURIComponent(shopId)}`, {
    schema: shopSchema,
    signal,
    quietCodes: [ErrorCode.shopNotFound, ErrorCode.notFound],
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
