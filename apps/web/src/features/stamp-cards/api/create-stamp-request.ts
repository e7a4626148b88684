import { type CreateStampRequest, createdStampRequestSchema } from '@studio/domain/stamp-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

/** 2001, 2002 and 9409 answer with the catalogue text in the snackbar. */
export function createStampRequest(shopId: string, request: CreateStampRequest) {
  return api.post(`/shops/${encodeURIComponent(shopId)}/stamp-card/requests`, request, {
    schema: createdStampRequestSchema,
  });
}

export function useCreateStampRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateStampRequest) => createStampRequest(shopId, request),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: stampCardKeys.mine(shopId) });
      void queryClient.invalidateQueries({ queryKey: stampCardKeys.held() });
    },
  });
}
