import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { clientKeys } from './client-query-keys.ts';

/** The person goes; their bookings, sales and vouchers stay for the books without them. */
export function eraseClient(shopId: string, clientId: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/clients/${encodeURIComponent(clientId)}`);
}

export function useEraseClient(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => eraseClient(shopId, clientId),
    onSuccess: (_answer, clientId) => {
      queryClient.removeQueries({ queryKey: clientKeys.card(shopId, clientId) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.all(shopId) });
    },
  });
}
