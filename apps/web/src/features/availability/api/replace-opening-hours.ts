import { type OpeningHours, openingHoursSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryKeys, refreshAfterSetupChange } from '../../../shared/query-keys.ts';

/** Replaces the whole week; weekdays left out are closed. A bad range answers 8009 naming it. */
export function replaceOpeningHours(shopId: string, body: OpeningHours): Promise<OpeningHours> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/opening-hours`, body, { schema: openingHoursSchema });
}

export function useReplaceOpeningHours(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningHours) => replaceOpeningHours(shopId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.openingHours(shopId), saved);
      refreshAfterSetupChange(queryClient, shopId);
    },
  });
}
