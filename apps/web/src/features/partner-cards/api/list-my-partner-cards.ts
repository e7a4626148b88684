import {
  type CustomerPartnerCard,
  customerPartnerCardListSchema,
} from '@studio/domain/partner-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** The signed-in customer's own cards, newest first. */
export function listMyPartnerCards(signal?: AbortSignal): Promise<CustomerPartnerCard[]> {
  return api.get('/me/partner-cards', { schema: customerPartnerCardListSchema, signal });
}

export const myPartnerCardsQueryOptions = () =>
  queryOptions({
    queryKey: partnerCardKeys.mine(),
    queryFn: ({ signal }) => listMyPartnerCards(signal),
    staleTime: 0,
  });

export function useMyPartnerCards(enabled: boolean) {
  return useQuery({ ...myPartnerCardsQueryOptions(), enabled });
}
