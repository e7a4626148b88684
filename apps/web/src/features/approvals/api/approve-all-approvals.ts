import {
  type ApproveAllRequest,
  type BulkDecisionResponse,
  bulkDecisionResponseSchema,
} from '@studio/domain/approvals-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateAfterDecision } from './invalidate-after-decision.ts';

/** Approves every pending request, or those of one kind (subjectType). */
export function approveAllApprovals(body: ApproveAllRequest = {}): Promise<BulkDecisionResponse> {
  return api.post('/approvals/approve-all', body ?? {}, { schema: bulkDecisionResponseSchema });
}

export function useApproveAllApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAllApprovals,
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
