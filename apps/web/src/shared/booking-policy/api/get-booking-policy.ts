import type { BookingPolicy } from '@studio/domain/booking-policy-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../../lib/api.ts';
import { valibotAnswerSchema } from '../../../lib/valibot-answer-schema.ts';
import { queryKeys } from '../../query-keys.ts';

// valibot, typed against the contract: the booking flow shows the policy before paying.
const cents = v.nullable(v.number());
const bookingPolicyShape: v.GenericSchema<BookingPolicy> = v.object({
  depositPercent: cents,
  depositCents: cents,
  depositNewClientsOnly: v.boolean(),
  treatmentDeposits: v.array(v.object({ serviceId: v.string(), depositPercent: cents, depositCents: cents })),
  freeCancellationHours: v.number(),
  lateCancellationFeeCents: cents,
  noShowFeeCents: cents,
  currencyCode: v.string(),
});
const bookingPolicyAnswerSchema = valibotAnswerSchema(bookingPolicyShape);

/** The studio's deposit, free-cancellation window and fees (public). */
export function getBookingPolicy(shopId: string, signal?: AbortSignal): Promise<BookingPolicy> {
  return api.get(`/shops/${encodeURIComponent(shopId)}/booking-policy`, {
    schema: bookingPolicyAnswerSchema,
    signal,
  });
}

export const bookingPolicyQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: queryKeys.bookingPolicy(shopId),
    queryFn: ({ signal }) => getBookingPolicy(shopId, signal),
    staleTime: 0,
  });

export function useBookingPolicy(shopId: string) {
  return useQuery(bookingPolicyQueryOptions(shopId));
}
