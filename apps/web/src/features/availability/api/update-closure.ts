import { type ClosureTime, type ClosureTimeWrite, closureTimeSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateClosures } from '../../../shared/availability/api/list-closures.ts';

export function updateClosure(shopId: string, id: string, body: ClosureTimeWrite): Promise<ClosureTime> {
  return api.put(`/shops/${encodeURIComponent(shopId)}/unavailabilities/${encodeURIComponent(id)}`, body, {
    schema: closureTimeSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useUpdateClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClosureTimeWrite }) => updateClosure(shopId, id, body),
    onSuccess: () => invalidateClosures(queryClient, shopId),
  });
}
