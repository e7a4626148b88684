import { type Treatment, type TreatmentUpdate, treatmentSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateTreatments } from '../../../shared/treatments/api/list-treatments.ts';

/** Bookings already made keep the name, price and duration they were booked with. */
export function updateTreatment(shopId: string, id: string, body: TreatmentUpdate): Promise<Treatment> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/services/${encodeURIComponent(id)}`, body, {
    schema: treatmentSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useUpdateTreatment(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TreatmentUpdate }) => updateTreatment(shopId, id, body),
    onSuccess: () => invalidateTreatments(queryClient, shopId),
  });
}
