import { partnerCardListSchema } from '@studio/domain/partner-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Every partner card's title by id, to name the cards of a studio's choice (global admin). */
export async function listPartnerCardTitles(signal?: AbortSignal): Promise<Map<string, string>> {
  const cards = await api.get('/partner-cards', { schema: partnerCardListSchema, signal });
  return new Map(cards.map((card) => [card.id, card.title]));
}

export const partnerCardTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['partner-cards', 'titles'] as const,
    queryFn: ({ signal }) => listPartnerCardTitles(signal),
  });

export function usePartnerCardTitles() {
  return useQuery(partnerCardTitlesQueryOptions());
}
