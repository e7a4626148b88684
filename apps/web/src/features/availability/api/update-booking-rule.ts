import { type BookingRule, type BookingRuleWrite, bookingRuleSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateBookingRules } from './list-booking-rules.ts';

/** `endDate: null` makes the rule permanent. */
export function updateBookingRule(shopId: string, id: string, body: BookingRuleWrite): Promise<BookingRule> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/booking-rules/${encodeURIComponent(id)}`, body, {
    schema: bookingRuleSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useUpdateBookingRule(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BookingRuleWrite }) => updateBookingRule(shopId, id, body),
    onSuccess: () => invalidateBookingRules(queryClient, shopId),
  });
}
