import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Kysely } from 'kysely';
import type { MailContext } from '../../adapters/mail/send-mail.ts';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Identity } from '../../http/identity.ts';
import { sendApprovalMail } from './approval-mails.ts';
import type { ApprovalRegistry } from './approval-registry.ts';
import { decideApprovalRequest } from './decide-approval-request.ts';
import { decisionNoticesOfShop } from './decision-notices.ts';
import { showApprovalRequest } from './list-approval-requests.ts';

/** Tells the owners that the changes of one shop are live (after the decisions are committed), one mail each. */
export async function notifyApproval(
  db: Kysely<Database>,
  mail: MailContext,
  requests: readonly ApprovalRequestRow[],
  shopName: string,
): Promise<void> {
  for (const { recipient, requests: theirs } of await decisionNoticesOfShop(db, requests)) {
    await sendApprovalMail(mail, recipient, { subjectTypes: theirs.map((r) => r.subject_type), shopName });
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
  await notifyApproval(db, mail, [decided], shown.shopName);
  return shown;
}
