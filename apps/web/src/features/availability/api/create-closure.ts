import { type ClosureTime, type ClosureTimeWrite, closureTimeSchema } from '@studio/domain/booking-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateClosures } from '../../../shared/availability/api/list-closures.ts';

/** An end before the start (9400, fields.endDate) is shown on the form. */
export function createClosure(shopId: string, body: ClosureTimeWrite): Promise<ClosureTime> {
  return api.post(`/shops/${encodeURIComponent(shopId)}/unavailabilities`, body, {
    schema: closureTimeSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useCreateClosure(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureTimeWrite) => createClosure(shopId, body),
    onSuccess: () => invalidateClosures(queryClient, shopId),
  });
}
