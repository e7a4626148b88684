import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { sendRejectionMail } from './approval-mails.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { decideApprovalRequest } from './decide-approval-request.ts';
import { decisionNoticesOfShop } from './decision-notices.ts';
import { showApprovalRequest } from './list-approval-requests.ts';

/**
 * Tells the owners of one shop why its changes were not taken (after the decisions are committed),
 * one mail each; changes rejected together share their reason.
 */
export async function notifyRejection(
  db: Kysely<Database>,
  mail: MailContext,
  requests: readonly ApprovalRequestRow[],
  shopName: string,
): Promise<void> {
  for (const { recipient, requests: theirs } of await decisionNoticesOfShop(db, requests)) {
    await sendRejectionMail(mail, recipient, {
      subjectTypes: theirs.map((r) => r.subject_type),
      shopName,
      reason: theirs[0]?.reason ?? '',
    });
  }
}

/** A global admin rejects a change: the live version stays, the owner is mailed the reason. */
export async function rejectApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  mail: MailContext,
  admin: Identity,
  id: string,
  reason: string,
): Promise<ApprovalRequest> {
  const decided = await decideApprovalRequest(db, registry, admin, id, { status: 'rejected', reason });
  const shown = await showApprovalRequest(db, registry, decided.id);
  if (!shown) throw new AppError(ErrorCode.notFound);
  await notifyRejection(db, mail, [decided], shown.shopName);
  return shown;
}
