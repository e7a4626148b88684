import { type Treatment, treatmentListSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateServices } from '../../../shared/services/api/list-services.ts';

/** Adds the chosen templates as treatments, after the existing ones, in the order given. */
export function createServicesFromTemplates(shopId: string, templateIds: string[]): Promise<Treatment[]> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/services/from-templates`,
    { templateIds },
    { schema: treatmentListSchema },
  );
}

export function useCreateServicesFromTemplates(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateIds: string[]) => createServicesFromTemplates(shopId, templateIds),
    onSuccess: () => invalidateServices(queryClient, shopId),
  });
}
