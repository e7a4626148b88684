import { nextPushAllowedAt, type PushMessageOverview } from '@studio/domain/push-message-contract';
import type { Kysely } from 'kysely';
import type { Database, PushMessageRow } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { countAudience, findLastSentAt, listShopMessages } from './push-messages.repo.ts';

function presentSentMessage(row: PushMessageRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    type: row.type,
    dealId: row.deal_id,
    recipients: row.recipients,
    sentAt: new Date(row.created_at).toISOString(),
    sender: { uid: row.sender_id, name: row.sender_name },
  };
}

/** The shop's messages, newest first, the audience a message reaches now, and the caller's next chance. */
export async function showPushMessages(
  db: Kysely<Database>,
  caller: Identity,
  shopId: string,
  page: { limit: number; offset: number },
  now: number,
): Promise<PushMessageOverview> {
  const [rows, audience, lastSent] = await Promise.all([
    listShopMessages(db, shopId, page),
    countAudience(db, shopId),
    findLastSentAt(db, caller.uid),
  ]);
  const next = nextPushAllowedAt(lastSent ? lastSent.getTime() : null, now);
  return {
    messages: rows.map(presentSentMessage),
    audience,
    nextAllowedAt: next === null ? null : new Date(next).toISOString(),
  };
}
