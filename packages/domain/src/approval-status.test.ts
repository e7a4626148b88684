import { describe, expect, it } from 'vitest';
import {
  approvalStatuses,
  approvalStatusTransitions,
  canTransitionApprovalStatus,
} from './approval-status.ts';

describe('approval status transitions', () => {
  const pairs = approvalStatuses.flatMap((from) => approvalStatuses.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = from === 'pending' && to !== 'pending';
    expect(canTransitionApprovalStatus(from, to)).toBe(allowed);
  });

  it('should make approved and rejected final', () => {
    expect(approvalStatusTransitions.approved).toEqual([]);
    expect(approvalStatusTransitions.rejected).toEqual([]);
  });
});
