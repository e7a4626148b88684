import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { sendRejectionMail } from './approval-mails.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { findDecisionRecipients } from './approvals.repo.ts';
import { decideApprovalRequest } from './decide-approval-request.ts';
import { showApprovalRequest } from './list-approval-requests.ts';

/** Tells the owner why (after the decision is committed). */
export async function notifyRejection(
  db: Kysely<Database>,
  mail: MailContext,
  request: ApprovalRequestRow,
  shopName: string,
): Promise<void> {
  const recipients = await findDecisionRecipients(db, request.shop_id, request.submitted_by);
  for (const recipient of recipients) {
    await sendRejectionMail(mail, recipient, {
      subjectType: request.subject_type,
      shopName,
      reason: request.reason ?? '',
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
  await notifyRejection(db, mail, decided, shown.shopName);
  return shown;
}
