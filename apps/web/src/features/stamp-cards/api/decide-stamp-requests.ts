import {
  type StampRequestBulkDecision,
  stampRequestBulkDecisionSchema,
} from '@studio/domain/stamp-card-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { StampDecision } from './decide-stamp-request.ts';
import { stampCardKeys } from './stamp-card-query-keys.ts';

/** Several requests at once; those that could not be decided come back in `failed`. */
export function decideStampRequests(
  shopId: string,
  ids: string[],
  decision: StampDecision,
): Promise<StampRequestBulkDecision> {
  return api.post(
    `/shops/${encodeURIComponent(shopId)}/stamp-card/requests/decide`,
    { ids, decision },
    { schema: stampRequestBulkDecisionSchema },
  );
}

export function useDecideStampRequests(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, decision }: { ids: string[]; decision: StampDecision }) =>
      decideStampRequests(shopId, ids, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stampCardKeys.shop(shopId) }),
  });
}
