import { type PartnerCard, partnerCardListSchema } from '@studio/domain/partner-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** Every partner card, by title (global admin). */
export function listPartnerCards(signal?: AbortSignal): Promise<PartnerCard[]> {
  return api.get('/partner-cards', { schema: partnerCardListSchema, signal });
}

export const partnerCardsQueryOptions = () =>
  queryOptions({
    queryKey: partnerCardKeys.all(),
    queryFn: ({ signal }) => listPartnerCards(signal),
    staleTime: 0,
  });

export function usePartnerCards() {
  return useQuery(partnerCardsQueryOptions());
}
