import { type AssistantLanguage, simulatorAnswerSchema } from '@studio/domain/voice-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { assistantCallsQueryOptions } from './list-assistant-calls.ts';
import { assistantMessagesQueryOptions } from './list-assistant-messages.ts';

export interface AssistantTurn {
  conversationId?: string | undefined;
  text: string;
  language?: AssistantLanguage | undefined;
}

/** One turn in the simulator: what a caller would hear. 2040 below Plus, 9404 before activation. */
export function talkToAssistant(shopId: string, turn: AssistantTurn) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/voice/simulator`, turn, {
    schema: simulatorAnswerSchema,
  });
}

export function useTalkToAssistant(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (turn: AssistantTurn) => talkToAssistant(shopId, turn),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistantCallsQueryOptions(shopId).queryKey }),
        queryClient.invalidateQueries({ queryKey: assistantMessagesQueryOptions(shopId).queryKey }),
      ]),
  });
}
