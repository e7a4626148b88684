import {
  type ShopPartnerCardChoice,
  shopPartnerCardChoiceSchema,
} from '@studio/domain/partner-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** Every card there is, those the studio accepts and the choice waiting for approval (shop admin). */
export function getPartnerCardChoice(shopId: string, signal?: AbortSignal): Promise<ShopPartnerCardChoice> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/partner-cards/choice`, {
    schema: shopPartnerCardChoiceSchema,
    signal,
  });
}

export const partnerCardChoiceQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: partnerCardKeys.choice(shopId),
    queryFn: ({ signal }) => getPartnerCardChoice(shopId, signal),
    staleTime: 0,
  });

export function usePartnerCardChoice(shopId: string) {
  return useQuery(partnerCardChoiceQueryOptions(shopId));
}
