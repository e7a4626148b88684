import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateServices } from '../../../shared/services/api/list-services.ts';

export function deleteService(shopId: string, id: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/services/${encodeURIComponent(id)}`);
}

export function useDeleteService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteService(shopId, id),
    onSuccess: () => invalidateServices(queryClient, shopId),
  });
}
