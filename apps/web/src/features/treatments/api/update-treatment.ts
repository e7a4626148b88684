import { type Treatment, type TreatmentUpdate, treatmentSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateServices } from '../../../shared/services/api/list-services.ts';

/** Bookings already made keep the name, price and duration they were booked with. */
export function updateService(shopId: string, id: string, body: TreatmentUpdate): Promise<Treatment> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/services/${encodeURIComponent(id)}`, body, {
    schema: treatmentSchema,
    quietCodes: [9400],
  });
}

export function useUpdateService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TreatmentUpdate }) => updateService(shopId, id, body),
    onSuccess: () => invalidateServices(queryClient, shopId),
  });
}
