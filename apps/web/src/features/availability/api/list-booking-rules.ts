import { type BookingRule, bookingRuleSchema } from '@studio/domain/booking-contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { queryKeys, refreshAfterSetupChange } from '../../../shared/query-keys.ts';

const bookingRuleListSchema = z.array(bookingRuleSchema);

/** Concurrent capacity rules (shop admin). */
export function listBookingRules(shopId: string, signal?: AbortSignal): Promise<BookingRule[]> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/booking-rules`, {
    schema: bookingRuleListSchema,
    signal,
  });
}

export const bookingRulesQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.bookingRules(shopId),
    queryFn: ({ signal }) => listBookingRules(shopId, signal),
    // An editing screen starts from what the server has now, not from the persisted cache.
    staleTime: 0,
  });

export function useBookingRules(shopId: string) {
  return useQuery(bookingRulesQueryOptions(shopId));
}

/** After a change: the rules, the dashboard checklist and the free times customers see. */
export function invalidateBookingRules(queryClient: QueryClient, shopId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules(shopId) });
  refreshAfterSetupChange(queryClient, shopId);
}
