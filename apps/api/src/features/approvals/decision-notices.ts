import type { Kysely } from 'kysely';
import type { ApprovalRequestRow, Database } from '../../db/schema.ts';
import { findDecisionRecipients, type NoticeRecipient } from './approvals.repo.ts';

export interface DecisionNotice {
  recipient: NoticeRecipient;
  requests: ApprovalRequestRow[];
}

/**
 * Who hears about which of one shop's decided requests, one notice per person: changes decided
 * together reach each owner in a single mail rather than one mail per change.
 */
export async function decisionNoticesOfShop(
  db: Kysely<Database>,
  requests: readonly ApprovalRequestRow[],
): Promise<DecisionNotice[]> {
  const byEmail = new Map<string, DecisionNotice>();
  for (const request of requests) {
    for (const recipient of await findDecisionRecipients(db, request.shop_id, request.submitted_by)) {
      const notice = byEmail.get(recipient.email);
      if (notice) notice.requests.push(request);
      else byEmail.set(recipient.email, { recipient, requests: [request] });
    }
  }
  return [...byEmail.values()];
}
