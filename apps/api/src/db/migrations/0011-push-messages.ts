import { type Kysely, sql } from 'kysely';

// Push messages: a shop's message, each recipient's inbox copy, the browsers that receive Web Push,
// the customers who follow a shop, and each sender's last message (the 24-hour limit).
const statements = [
  // One row per sender: claiming the next message is ONE statement (insert, or update only when
  // the last one is 24 hours old), so simultaneous sends by one sender cannot both pass.
  sql`CREATE TABLE push_senders (
    sender_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    last_sent_at timestamptz NOT NULL
  )`,
  sql`CREATE TABLE push_messages (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    sender_id uuid REFERENCES users (id) ON DELETE SET NULL,
    sender_name text NOT NULL,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 60),
    body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 240),
    type text NOT NULL CHECK (type IN ('deal', 'shop')),
    deal_id uuid,
    recipients integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
    created_at timestamptz NOT NULL,
    CHECK ((type = 'deal') = (deal_id IS NOT NULL))
  )`,
  sql`CREATE INDEX push_messages_shop_idx ON push_messages (shop_id, created_at DESC)`,
  // Each recipient's copy: the inbox on /account, whether or not a browser of theirs takes pushes.
  sql`CREATE TABLE push_inbox (
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    message_id uuid NOT NULL REFERENCES push_messages (id) ON DELETE CASCADE,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, message_id)
  )`,
  sql`CREATE INDEX push_inbox_user_idx ON push_inbox (user_id, created_at DESC)`,
  sql`CREATE INDEX push_inbox_message_idx ON push_inbox (shop_id, message_id)`,
  // A follower: a customer who asked for a shop's messages on its page. Following outlives the
  // browser subscription (one that answers 404/410 is removed; the inbox still gets the messages).
  sql`CREATE TABLE shop_followers (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (shop_id, user_id)
  )`,
  sql`CREATE INDEX shop_followers_user_idx ON shop_followers (user_id)`,
  // A browser's Web Push subscription; an endpoint belongs to the account that gave it last.
  sql`CREATE TABLE push_subscriptions (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint text NOT NULL UNIQUE,
    p256dh text NOT NULL,
    auth text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
