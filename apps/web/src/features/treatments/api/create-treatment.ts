import { type Treatment, type TreatmentWrite, treatmentSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateServices } from '../../../shared/services/api/list-services.ts';

/** Field problems (9400) are shown on the form itself. */
export function createService(shopId: string, body: TreatmentWrite): Promise<Treatment> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/services`, body, {
    schema: treatmentSchema,
    quietCodes: [9400],
  });
}

export function useCreateService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TreatmentWrite) => createService(shopId, body),
    onSuccess: () => invalidateServices(queryClient, shopId),
  });
}
