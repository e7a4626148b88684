import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

/** Shops stop accepting it and customers' copies go with it. */
export function deletePartnerCard(id: string): Promise<void> {
  return api.delete(`/partner-cards/${encodeURIComponent(id)}`);
}

export function useDeletePartnerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePartnerCard(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerCardKeys.all() }),
  });
}
