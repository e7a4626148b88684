import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTreatments } from '../../../shared/treatments/api/list-treatments.ts';

export function deleteTreatment(shopId: string, id: string): Promise<void> {
  return api.delete(`/shops/${encodeURIComponent(shopId)}/services/${encodeURIComponent(id)}`);
}

export function useDeleteTreatment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTreatment(shopId, id),
    onSuccess: () => invalidateTreatments(queryClient, shopId),
  });
}
