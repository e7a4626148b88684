import { canTransitionApprovalStatus } from '@studio/domain/approval-status';
import type { Kysely } from 'kysely';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { findRequestForUpdate, recordDecision } from './approvals.repo.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Decision = { status: 'approved'; reason?: null } | { status: 'rejected'; reason: string };

/**
 * The one place a request is decided, in ONE transaction: the request row is locked, the
 * transition checked (already decided: 8001), on approval the subject's proposed values made live,
 * and the decision recorded. If making the values live fails, nothing changes.
 */
export async function decideApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  admin: Identity,
  id: string,
  decision: Decision,
): Promise<ApprovalRequestRow> {
  if (!uuidPattern.test(id)) throw new AppError(9404);
  return db.transaction().execute(async (trx) => {
    const request = await findRequestForUpdate(trx, id);
    if (!request) throw new AppError(9404);
    if (!canTransitionApprovalStatus(request.status, decision.status)) throw new AppError(8001);
    if (decision.status === 'approved') {
      const subject = registry.get(request.subject_type);
      if (!subject) {
        throw new AppError(9500, { cause: new Error(`no approval subject ${request.subject_type}`) });
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
