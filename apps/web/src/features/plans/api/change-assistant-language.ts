import { voiceSchema } from '@studio/domain/payments-contract';
import type { AssistantLanguage } from '@studio/domain/voice-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { phoneAssistantQueryOptions } from './get-phone-assistant.ts';

export function changeAssistantLanguage(shopId: string, language: AssistantLanguage) {
  return api.put(`/shops/${encodeURIComponent(shopId)}/voice`, { language }, { schema: voiceSchema });
}

export function useChangeAssistantLanguage(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: AssistantLanguage) => changeAssistantLanguage(shopId, language),
    onSuccess: (voice) => queryClient.setQueryData(phoneAssistantQueryOptions(shopId).queryKey, voice),
  });
}
