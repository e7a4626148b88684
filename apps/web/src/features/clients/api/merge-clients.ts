import { type ClientCard, clientCardSchema } from '@studio/domain/client-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

/** The other client's bookings, notes and contact join this card; answers the merged card. */
export function mergeClients(shopId: string, clientId: string, otherClientId: string): Promise<ClientCard> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}/merge`,
    { otherClientId },
    { schema: clientCardSchema, quietCodes: [ErrorCode.clientMergeRefused] },
  );
}

export function useMergeClients(shopId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherClientId: string) => mergeClients(shopId, clientId, otherClientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all(shopId) }),
  });
}
