import { type Treatment, treatmentListSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTreatments } from '../../../shared/treatments/api/list-treatments.ts';

/** Adds the chosen templates as treatments, after the existing ones, in the order given. */
export function createTreatmentsFromTemplates(shopId: string, templateIds: string[]): Promise<Treatment[]> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/services/from-templates`,
    { templateIds },
    { schema: treatmentListSchema },
  );
}

export function useCreateTreatmentsFromTemplates(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateIds: string[]) => createTreatmentsFromTemplates(shopId, templateIds),
    onSuccess: () => invalidateTreatments(queryClient, shopId),
  });
}
