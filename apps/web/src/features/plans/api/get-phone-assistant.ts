import { type Voice, voiceSchema } from '@studio/domain/payments-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getPhoneAssistant(shopId: string, signal?: AbortSignal): Promise<Voice> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/voice`, { schema: voiceSchema, signal });
}

export const phoneAssistantQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['shops', shopId, 'voice'],
    queryFn: ({ signal }) => getPhoneAssistant(shopId, signal),
    // The plan decides it: a studio back from paying for Plus must not see the locked screen it left.
    staleTime: 0,
  });

export function usePhoneAssistant(shopId: string) {
  return useQuery(phoneAssistantQueryOptions(shopId));
}
