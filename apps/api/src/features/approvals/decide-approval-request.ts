import { canTransitionApprovalStatus } from '@studio/domain/approval-status';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { findRequestForUpdate, lockShopOfRequest, recordDecision } from './approvals.repo.ts';

export type Decision = { status: 'approved'; reason?: null } | { status: 'rejected'; reason: string };

/**
 * The one place a request is decided, in ONE transaction: its shop and then the request row are
 * locked (the one lock order, see lockShopOfRequest), the transition checked (already decided:
 * 8001), on approval the subject's proposed values made live, and the decision recorded. If
 * making the values live fails, nothing changes.
 */
export async function decideApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  admin: Identity,
  id: string,
  decision: Decision,
): Promise<ApprovalRequestRow> {
  return inTransaction(db, async (trx) => {
    await lockShopOfRequest(trx, id);
    const request = await findRequestForUpdate(trx, id);
    if (!request) throw new AppError(ErrorCode.notFound);
    if (!canTransitionApprovalStatus(request.status, decision.status))
      throw new AppError(ErrorCode.requestAlreadyHandled);
    if (decision.status === 'approved') {
      const subject = registry.get(request.subject_type);
      if (!subject) {
        throw new AppError(ErrorCode.internalError, {
          cause: new Error(`no approval subject ${request.subject_type}`),
        });
      }
      await subject.apply(trx, request.shop_id, request.subject_id, request.payload);
    }
    return recordDecision(trx, request.id, {
      status: decision.status,
      decidedBy: admin.uid,
      reason: decision.reason ?? null,
    });
  });
}
