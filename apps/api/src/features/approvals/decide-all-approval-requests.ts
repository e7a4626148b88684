import type { ApprovalSubjectType, BulkDecisionResponse } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { type ApprovalListRow, listPendingIds, listRequests } from './approvals.repo.ts';
import { notifyApproval } from './approve-approval-request.ts';
import { type Decision, decideApprovalRequest } from './decide-approval-request.ts';
import { notifyRejection } from './reject-approval-request.ts';

export interface BulkScope {
  subjectType?: ApprovalSubjectType | undefined;
  shopId?: string | undefined;
}

/**
 * Approve all / reject all: every pending request in scope, oldest first, each decided in its own
 * transaction so that one that cannot be applied does not hold back the others. A request decided
 * meanwhile by someone else is left out quietly. Afterwards each shop hears once about all of its
 * decided changes.
 */
async function decideAll(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  admin: Identity,
  scope: BulkScope,
  decision: Decision,
  notifyShop: (requests: ApprovalListRow[], shopName: string) => Promise<void>,
): Promise<BulkDecisionResponse> {
  const result: BulkDecisionResponse = { decided: [], failed: [] };
  for (const id of await listPendingIds(db, scope)) {
    try {
      await decideApprovalRequest(db, registry, admin, id, decision);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code !== ErrorCode.requestAlreadyHandled) result.failed.push({ id, errorCode: error.code });
      continue;
    }
    result.decided.push(id);
  }
  for (const requests of (await decidedByShop(db, result.decided)).values()) {
    const shopName = requests[0]?.shop_name ?? '';
    await notifyShop(requests, shopName);
  }
  return result;
}

async function decidedByShop(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, ApprovalListRow[]>> {
  const byShop = new Map<string, ApprovalListRow[]>();
  for (const id of ids) {
    const { rows } = await listRequests(db, { id }, { limit: 1, offset: 0 });
    const request = rows[0];
    if (!request) continue;
    byShop.set(request.shop_id, [...(byShop.get(request.shop_id) ?? []), request]);
  }
  return byShop;
}

export function approveAllApprovalRequests(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  mail: MailContext,
  admin: Identity,
  scope: BulkScope,
): Promise<BulkDecisionResponse> {
  return decideAll(db, registry, admin, scope, { status: 'approved' }, (requests, shopName) =>
    notifyApproval(db, mail, requests, shopName),
  );
}

export function rejectAllApprovalRequests(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  mail: MailContext,
  admin: Identity,
  scope: BulkScope & { reason: string },
): Promise<BulkDecisionResponse> {
  return decideAll(
    db,
    registry,
    admin,
    scope,
    { status: 'rejected', reason: scope.reason },
    (requests, shopName) => notifyRejection(db, mail, requests, shopName),
  );
}
