import { type StampRequest, stampRequestSchema } from '@studio/domain/stamp-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

export type StampDecision = 'confirm' | 'reject';

/** 8001 (already handled), 2001 and 2002 (the card cannot take it) show the catalogue text. */
export function decideStampRequest(
  shopId: string,
  id: string,
  decision: StampDecision,
): Promise<StampRequest> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/stamp-card/requests/${encodeURIComponent(id)}/${decision}`,
    undefined,
    { schema: stampRequestSchema },
  );
}

export function useDecideStampRequest(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: StampDecision }) =>
      decideStampRequest(shopId, id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stampCardKeys.shop(shopId) }),
  });
}
