import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { sendApprovalMail } from './approval-mails.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { findDecisionRecipients } from './approvals.repo.ts';
import { decideApprovalRequest } from './decide-approval-request.ts';
import { showApprovalRequest } from './list-approval-requests.ts';

/** Tells the owner that the change is live (after the decision is committed). */
export async function notifyApproval(
  db: Kysely<Database>,
  mail: MailContext,
  request: ApprovalRequestRow,
  shopName: string,
): Promise<void> {
  const recipients = await findDecisionRecipients(db, request.shop_id, request.submitted_by);
  for (const recipient of recipients) {
    await sendApprovalMail(mail, recipient, { subjectType: request.subject_type, shopName });
  }
}

/** A global admin accepts a change: its values go live and the request is approved, together; the owner is mailed. */
export async function approveApprovalRequest(
  db: Kysely<Database>,
  registry: ApprovalRegistry,
  mail: MailContext,
  admin: Identity,
  id: string,
): Promise<ApprovalRequest> {
  const decided = await decideApprovalRequest(db, registry, admin, id, { status: 'approved' });
  const shown = await showApprovalRequest(db, registry, decided.id);
  if (!shown) throw new AppError(ErrorCode.notFound);
  await notifyApproval(db, mail, decided, shown.shopName);
  return shown;
}
