import { type Service, type ServiceWrite, serviceSchema } from '@studio/domain/booking-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateServices } from '../../../shared/services/api/list-services.ts';

/** Field problems (9400) are shown on the form itself. */
export function createService(shopId: string, body: ServiceWrite): Promise<Service> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/services`, body, {
    schema: serviceSchema,
    quietCodes: [9400],
  });
}

export function useCreateService(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceWrite) => createService(shopId, body),
    onSuccess: () => invalidateServices(queryClient, shopId),
  });
}
