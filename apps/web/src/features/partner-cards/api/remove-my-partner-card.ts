import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { partnerCardKeys } from './partner-card-query-keys.ts';

export function removeMyPartnerCard(id: string): Promise<void> {
  return api.delete(`/me/partner-cards/${encodeURIComponent(id)}`);
}

export function useRemoveMyPartnerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeMyPartnerCard(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerCardKeys.mine() }),
  });
}
