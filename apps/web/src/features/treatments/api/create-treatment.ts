import { type Treatment, type TreatmentWrite, treatmentSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTreatments } from '../../../shared/treatments/api/list-treatments.ts';

/** Field problems (9400) are shown on the form itself. */
export function createTreatment(shopId: string, body: TreatmentWrite): Promise<Treatment> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/services`, body, {
    schema: treatmentSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateTreatment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TreatmentWrite) => createTreatment(shopId, body),
    onSuccess: () => invalidateTreatments(queryClient, shopId),
  });
}
