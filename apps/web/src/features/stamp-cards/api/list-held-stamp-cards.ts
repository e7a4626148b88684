import { type HeldStampCard, heldStampCardListSchema } from '@studio/domain/stamp-card-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

export function listHeldStampCards(signal?: AbortSignal): Promise<HeldStampCard[]> {
  return api.get('/me/stamp-cards', { schema: heldStampCardListSchema, signal });
}

export const heldStampCardsQueryOptions = () =>
  queryOptions({
    queryKey: stampCardKeys.held(),
    queryFn: ({ signal }) => listHeldStampCards(signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((card) => card.pendingRequest) ? 3000 : false),
  });

export function useHeldStampCards() {
  return useQuery(heldStampCardsQueryOptions());
}
