import {
  type BookingPolicy,
  type BookingPolicyInput,
  bookingPolicySchema,
} from '@studio/domain/booking-policy-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys } from '../../../shared/query-keys.ts';

/** Owner only; a deposit or a fee needs payouts enabled (2032). */
export function saveBookingPolicy(shopId: string, body: BookingPolicyInput): Promise<BookingPolicy> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/booking-policy`, body, {
    schema: bookingPolicySchema,
  });
}

export function useSaveBookingPolicy(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingPolicyInput) => saveBookingPolicy(shopId, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.bookingPolicy(shopId), saved),
  });
}
