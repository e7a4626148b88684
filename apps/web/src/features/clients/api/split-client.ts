import { type ClientCard, clientCardSchema } from '@studio/domain/client-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

/** Undoes a wrong merge: the merged record becomes a client of its own again. */
export function splitClient(shopId: string, clientId: string, mergedClientId: string): Promise<ClientCard> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}/split`,
    { mergedClientId },
    { schema: clientCardSchema },
  );
}

export function useSplitClient(shopId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergedClientId: string) => splitClient(shopId, clientId, mergedClientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all(shopId) }),
  });
}
