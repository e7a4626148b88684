import {
  type ApprovalRequest,
  approvalRequestSchema,
  type RejectApprovalRequest,
  rejectApprovalRequestSchema,
} from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateAfterDecision } from './invalidate-after-decision.ts';

export { rejectApprovalRequestSchema };

/** The live version stays; the owner is mailed the reason. */
export function rejectApproval(id: string, body: RejectApprovalRequest): Promise<ApprovalRequest> {
  return api.post(`/approvals/${encodeURIComponent(id)}/reject`, body, {
    schema: approvalRequestSchema,
    quietCodes: [ErrorCode.invalidInput],
  });
}

export function useRejectApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectApproval(id, { reason }),
    onSettled: () => invalidateAfterDecision(queryClient),
  });
}
