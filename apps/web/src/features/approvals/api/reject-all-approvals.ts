import {
  type BulkDecisionResponse,
  bulkDecisionResponseSchema,
  type RejectAllRequest,
  rejectAllRequestSchema,
} from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateAfterDecision } from './invalidate-after-decision.ts';

export { rejectAllRequestSchema };

/** Rejects every pending request (or those of one kind) with one reason, mailed to each owner. */
export function rejectAllApprovals(body: RejectAllRequest): Promise<BulkDecisionResponse> {
  return api.post('/approvals/reject-all', body, {
    schema: bulkDecisionResponseSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useRejectAllApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAllApprovals,
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
