import type { InboxMessage } from '@studio/domain/push-message-contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Identity } from '../../http/identity.ts';
import { listInbox } from './push-messages.repo.ts';

/** GET me/messages: the shops' messages to the caller, newest first. */
export async function listInboxMessages(
  db: Kysely<Database>,
  identity: Identity,
  page: { limit: number; offset: number },
): Promise<InboxMessage[]> {
  const rows = await listInbox(db, identity.uid, page);
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    title: row.title,
    body: row.body,
    type: row.type,
    dealId: row.deal_id,
    sentAt: new Date(row.created_at).toISOString(),
  }));
}
