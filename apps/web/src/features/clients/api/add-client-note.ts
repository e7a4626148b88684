import { type ClientNote, clientNoteSchema } from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

const notesAnswerSchema = z.object({ notes: z.array(clientNoteSchema) });

/** Answers every note of the client, newest first. */
export function addClientNote(
  shopId: string,
  clientId: string,
  text: string,
): Promise<{ notes: ClientNote[] }> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}/notes`,
    { text },
    { schema: notesAnswerSchema, quietCodes: [ErrorCode.invalidInput] },
  );
}

export function useAddClientNote(shopId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addClientNote(shopId, clientId, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.card(shopId, clientId) }),
  });
}
