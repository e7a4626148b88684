import { type ApprovalRequest, approvalRequestSchema } from '@studio/domain/approvals-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateAfterDecision } from './invalidate-after-decision.ts';

/** The proposed values go live. A request decided meanwhile answers 409 (8001). */
export function approveApproval(id: string): Promise<ApprovalRequest> {
  return api.post(`/approvals/${encodeURIComponent(id)}/approve`, undefined, {
    schema: approvalRequestSchema,
  });
}

export function useApproveApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApproval,
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
