import {
  type Unavailability,
  type UnavailabilityWrite,
  unavailabilitySchema,
} from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateClosures } from '../../../shared/availability/api/list-closures.ts';

/** An end before the start (9400, fields.endDate) is shown on the form. */
export function createClosure(shopId: string, body: UnavailabilityWrite): Promise<Unavailability> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/unavailabilities`, body, {
    schema: unavailabilitySchema,
    quietCodes: [9400],
  });
}

export function useCreateClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnavailabilityWrite) => createClosure(shopId, body),
    onSuccess: () => invalidateClosures(queryClient, shopId),
  });
}
