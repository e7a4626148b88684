import { type Kysely, sql } from 'kysely';

// The phone assistant made real: a number bought from the telephony provider (or handed out by
// the simulator) with the provider's id to release it, the studio's assistant language, every
// call with its turns (a provider's retried webhook replays the stored answer instead of acting
// twice), every message in and out (once per provider id), numbers that said STOP, and the
// support requests of the admin area. The numbers handed out before were made up on the spot and
// reached nobody: those assistants go, their studios activate again.
const statements = [
  sql`DELETE FROM phone_assistants`,
  sql`ALTER TABLE phone_assistants
    ADD COLUMN provider text NOT NULL CHECK (provider IN ('twilio', 'simulator')),
    ADD COLUMN number_ref text NOT NULL,
    ADD COLUMN language text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en', 'vi', 'ar'))`,
  // A number whose assistant went (the studio left Plus or was deleted) waits here until the
  // provider has released it, so a provider that is down for a moment never keeps a number billed.
  sql`CREATE TABLE numbers_to_release (
    number_ref text PRIMARY KEY,
    provider text NOT NULL CHECK (provider IN ('twilio', 'simulator')),
    queued_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE FUNCTION queue_number_release() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO numbers_to_release (number_ref, provider) VALUES (OLD.number_ref, OLD.provider)
        ON CONFLICT DO NOTHING;
      RETURN OLD;
    END $$`,
  sql`CREATE TRIGGER phone_assistants_release AFTER DELETE ON phone_assistants
    FOR EACH ROW EXECUTE FUNCTION queue_number_release()`,
  sql`CREATE TABLE voice_calls (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    -- The provider's id of the call (Twilio's CallSid); null for the simulator's conversations.
    provider_call_id text UNIQUE,
    simulated boolean NOT NULL,
    caller text NOT NULL,
    language text NOT NULL CHECK (language IN ('de', 'en', 'vi', 'ar')),
    started_at timestamptz NOT NULL,
    outcome text NOT NULL DEFAULT 'talking'
      CHECK (outcome IN ('talking', 'answered', 'linkSent', 'forwarded', 'hungUp')),
    -- The treatment the caller last spoke of: "and when is it free?" means that one.
    treatment_id uuid,
    -- The last answer offered to send the booking link: a plain "yes" takes the offer.
    link_offered boolean NOT NULL DEFAULT false,
    asked text[] NOT NULL DEFAULT '{}'
  )`,
  sql`CREATE INDEX voice_calls_shop_started ON voice_calls (shop_id, started_at DESC)`,
  sql`CREATE TABLE voice_turns (
    call_id uuid NOT NULL REFERENCES voice_calls (id) ON DELETE CASCADE,
    turn integer NOT NULL,
    heard text NOT NULL,
    -- Both null while the turn is being answered: a retry meanwhile is asked to hold on.
    reply text,
    -- The whole answer given (TwiML for a call), sent again as it was to a retried webhook.
    answer text,
    PRIMARY KEY (call_id, turn)
  )`,
  sql`CREATE TABLE voice_messages (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    provider_message_id text UNIQUE,
    direction text NOT NULL CHECK (direction IN ('in', 'out')),
    channel text NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'simulator')),
    counterpart text NOT NULL,
    body text NOT NULL,
    call_id uuid REFERENCES voice_calls (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL
  )`,
  sql`CREATE INDEX voice_messages_shop_created ON voice_messages (shop_id, created_at DESC)`,
  sql`CREATE INDEX voice_messages_counterpart ON voice_messages (shop_id, counterpart, created_at)`,
  sql`CREATE TABLE messaging_opt_outs (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    phone_number text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (shop_id, phone_number)
  )`,
  sql`CREATE TABLE support_requests (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    author_id uuid REFERENCES users (id) ON DELETE SET NULL,
    subject text NOT NULL,
    message text NOT NULL,
    priority boolean NOT NULL,
    status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered')),
    answer text,
    created_at timestamptz NOT NULL,
    answered_at timestamptz
  )`,
  sql`CREATE INDEX support_requests_inbox ON support_requests (priority DESC, created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
