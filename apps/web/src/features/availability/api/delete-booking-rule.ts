import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateBookingRules } from './list-booking-rules.ts';

export function deleteBookingRule(shopId: string, id: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/booking-rules/${encodeURIComponent(id)}`);
}

export function useDeleteBookingRule(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteBookingRule(shopId, id),
    onSuccess: () => invalidateBookingRules(queryClient, shopId),
  });
}
