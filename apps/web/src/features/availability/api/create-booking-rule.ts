import { type BookingRule, type BookingRuleWrite, bookingRuleSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateBookingRules } from './list-booking-rules.ts';

/** An end before the start (9400, fields.endDate) is shown on the form. */
export function createBookingRule(shopId: string, body: BookingRuleWrite): Promise<BookingRule> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/booking-rules`, body, {
    schema: bookingRuleSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateBookingRule(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingRuleWrite) => createBookingRule(shopId, body),
    onSuccess: () => invalidateBookingRules(queryClient, shopId),
  });
}
