// The approval request machine: a submitted change is accepted or rejected once.
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approvalStatusTransitions: Readonly<Record<ApprovalStatus, readonly ApprovalStatus[]>> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function canTransitionApprovalStatus(from: ApprovalStatus, to: ApprovalStatus): boolean {
  return approvalStatusTransitions[from].includes(to);
}
