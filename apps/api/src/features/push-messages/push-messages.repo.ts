// All SQL of push messages. Shop data is reached with the shop first, in every statement; the
// sender's allowance, the inbox and the subscriptions belong to an account.
import type { PushTargetType } from '@studio/domain/push-message-contract';
import { type Kysely, sql } from 'kysely';
import type { Database, PushMessageRow } from '../../db/schema.ts';

export interface NewPushMessage {
  id: string;
  senderId: string;
  title: string;
  body: string;
  type: PushTargetType;
  dealId: string | null;
}

/**
 * THE 24-hour limit, in ONE statement: the sender's row is inserted, or moved on only when its last
 * message is at least `notAfter` old, and the message is written only when that happened. Of
 * simultaneous sends by one sender, the second waits for the first's row and then finds it too
 * recent. Answers the message's id, or undefined when the sender is still within the 24 hours.
 */
export async function claimAllowanceAndInsertMessage(
  trx: Kysely<Database>,
  shopId: string,
  message: NewPushMessage,
  at: { now: Date; lastSentNotAfter: Date },
): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    WITH claimed AS (
      INSERT INTO push_senders (sender_id, last_sent_at) VALUES (${message.senderId}, ${at.now})
      ON CONFLICT (sender_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at
        WHERE push_senders.last_sent_at <= ${at.lastSentNotAfter}
      RETURNING sender_id
    )
    INSERT INTO push_messages (id, shop_id, sender_id, sender_name, title, body, type, deal_id, created_at)
    SELECT ${message.id}::uuid, ${shopId}::uuid, claimed.sender_id, users.name, ${message.title}::text,
      ${message.body}::text, ${message.type}::text, ${message.dealId}::uuid, ${at.now}::timestamptz
    FROM claimed JOIN users ON users.id = claimed.sender_id
    RETURNING id`.execute(trx);
  return rows[0]?.id;
}

/** The shop's customers: card holders, customers with bookings there, and followers. */
function audienceOf(shopId: string) {
  return sql`
    SELECT users.id FROM users
    WHERE NOT users.disabled AND NOT users.guest AND users.id IN (
      SELECT user_id FROM customer_stamp_cards WHERE shop_id = ${shopId}
      UNION SELECT user_id FROM bookings WHERE shop_id = ${shopId} AND user_id IS NOT NULL
      UNION SELECT user_id FROM shop_followers WHERE shop_id = ${shopId}
    )`;
}

/** Puts the message into every recipient's inbox and records how many there were. */
export async function deliverToInboxes(
  trx: Kysely<Database>,
  shopId: string,
  messageId: string,
  now: Date,
): Promise<number> {
  const { rows } = await sql<{ recipients: number }>`
    WITH inserted AS (
      INSERT INTO push_inbox (user_id, message_id, shop_id, created_at)
      SELECT audience.id, ${messageId}::uuid, ${shopId}::uuid, ${now}::timestamptz
      FROM (${audienceOf(shopId)}) AS audience
      RETURNING 1
    )
    UPDATE push_messages SET recipients = (SELECT count(*) FROM inserted)
    WHERE shop_id = ${shopId} AND id = ${messageId}
    RETURNING recipients`.execute(trx);
  return rows[0]?.recipients ?? 0;
}

export async function countAudience(db: Kysely<Database>, shopId: string): Promise<number> {
  const { rows } = await sql<{ audience: string }>`
    SELECT count(*) AS audience FROM (${audienceOf(shopId)}) AS audience`.execute(db);
  return Number(rows[0]?.audience ?? 0);
}

export async function findLastSentAt(db: Kysely<Database>, senderId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('push_senders')
    .select('last_sent_at')
    .where('sender_id', '=', senderId)
    .executeTakeFirst();
  return row?.last_sent_at;
}

export async function listShopMessages(
  db: Kysely<Database>,
  shopId: string,
  page: { limit: number; offset: number },
): Promise<PushMessageRow[]> {
  return db
    .selectFrom('push_messages')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findShopMessage(
  db: Kysely<Database>,
  shopId: string,
  id: string,
): Promise<PushMessageRow | undefined> {
  return db
    .selectFrom('push_messages')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface RecipientSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The browsers of the message's recipients. */
export async function listRecipientSubscriptions(
  db: Kysely<Database>,
  shopId: string,
  messageId: string,
): Promise<RecipientSubscription[]> {
  return db
    .selectFrom('push_inbox')
    .innerJoin('push_subscriptions', 'push_subscriptions.user_id', 'push_inbox.user_id')
    .select([
      'push_subscriptions.id',
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
    ])
    .where('push_inbox.shop_id', '=', shopId)
    .where('push_inbox.message_id', '=', messageId)
    .execute();
}

/** A subscription the push service no longer knows (404/410). */
export async function deleteSubscription(db: Kysely<Database>, id: string, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).where('endpoint', '=', endpoint).execute();
}

/** The account follows the shop (once). */
export async function followShop(trx: Kysely<Database>, shopId: string, userId: string): Promise<void> {
  await trx
    .insertInto('shop_followers')
    .values({ shop_id: shopId, user_id: userId })
    .onConflict((conflict) => conflict.columns(['shop_id', 'user_id']).doNothing())
    .execute();
}

/** The browser's subscription, now the account's (an endpoint given again replaces its keys). */
export async function saveSubscription(
  trx: Kysely<Database>,
  userId: string,
  subscription: { id: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await trx
    .insertInto('push_subscriptions')
    .values({
      id: subscription.id,
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
      }),
    )
    .execute();
}

export interface InboxRow {
  id: string;
  shop_id: string;
  shop_name: string;
  title: string;
  body: string;
  type: PushTargetType;
  deal_id: string | null;
  created_at: Date;
}

export async function listInbox(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; offset: number },
): Promise<InboxRow[]> {
  return db
    .selectFrom('push_inbox')
    .innerJoin('push_messages', 'push_messages.id', 'push_inbox.message_id')
    .innerJoin('shops', 'shops.id', 'push_inbox.shop_id')
    .select([
      'push_messages.id',
      'push_inbox.shop_id',
      'shops.name as shop_name',
      'push_messages.title',
      'push_messages.body',
      'push_messages.type',
      'push_messages.deal_id',
      'push_inbox.created_at',
    ])
    .where('push_inbox.user_id', '=', userId)
    .orderBy('push_inbox.created_at', 'desc')
    .orderBy('push_messages.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Every browser of one account. */
export function listAccountSubscriptions(
  db: Kysely<Database>,
  userId: string,
): Promise<RecipientSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
}
