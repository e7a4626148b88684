import { voiceSchema } from '@studio/domain/payments-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** 2040 (plan upgrade needed) answers with the catalogue text. */
export function activatePhoneAssistant(shopId: string) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/voice/activate`, undefined, { schema: voiceSchema });
}

export function useActivatePhoneAssistant(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => activatePhoneAssistant(shopId),
    onSuccess: (voice) => queryClient.setQueryData(['shops', shopId, 'voice'], voice),
  });
}
