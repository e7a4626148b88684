// What other features and the app's wiring may use of the approvals feature; everything else in
// its folder is its own.

export type { ApprovalDeps, ApprovalRegistry, ApprovalSubject, SubjectOfShop } from './approval-registry.ts';
export { createApprovalRegistry, subjectKey } from './approval-registry.ts';
export { listApprovalPayloadsOfShop } from './approvals.repo.ts';
export { findPendingApproval } from './find-pending-approval.ts';
export { listApprovalRequests } from './list-approval-requests.ts';
export { listPendingApprovals } from './list-pending-approvals.ts';
export { submitApprovalRequest } from './submit-approval-request.ts';
