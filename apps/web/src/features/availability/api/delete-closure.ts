import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateClosures } from '../../../shared/availability/api/list-closures.ts';

export function deleteClosure(shopId: string, id: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/unavailabilities/${encodeURIComponent(id)}`);
}

export function useDeleteClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteClosure(shopId, id),
    onSuccess: () => invalidateClosures(queryClient, shopId),
  });
}
