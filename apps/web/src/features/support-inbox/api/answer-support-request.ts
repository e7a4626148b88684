import { supportRequestSchema } from '@studio/domain/voice-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { supportRequestsQueryOptions } from './list-support-requests.ts';

/** The shop admin who asked gets the answer by mail; answered before: 8001. */
export function answerSupportRequest(id: string, answer: string) {
  return api.post(
    `/support-requests/${encodeURIComponent(id)}/answer`,
    { answer },
    { schema: supportRequestSchema },
  );
}

export function useAnswerSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerSupportRequest(id, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportRequestsQueryOptions().queryKey }),
  });
}
