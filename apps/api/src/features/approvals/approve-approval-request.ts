import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { decideApprovalRequest } from './decide-approval-request.ts';
import { showApprovalRequest } from './list-approval-requests.ts';

/** A global admin accepts a change: its values go live and the request is approved, together. */
export async function approveApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  admin: Identity,
  id: string,
): Promise<ApprovalRequest> {
  const decided = await decideApprovalRequest(db, registry, admin, id, { status: 'approved' });
  const shown = await showApprovalRequest(db, registry, decided.id);
  if (!shown) throw new AppError(ErrorCode.notFound);
  return shown;
}
