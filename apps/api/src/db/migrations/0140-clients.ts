import { type Kysely, sql } from 'kysely';
import { trigramOperatorClass } from '../trigram-operator-class.ts';

// A studio's clients: one row per person the studio has met, found by account, else email, else
// phone, from every contact (bookings of every kind, reservations, vouchers, stamp cards, orders).
// Triggers match each new contact in the contact's own transaction, so no path can forget it, and
// the unique keys make two simultaneous first contacts of one person end in one client: the loser
// of the insert waits for the winner's commit and then finds its row.
//
// A merge keeps both rows and points the absorbed one at the survivor (merged_into_id): the card of
// the survivor reads the bookings and notes of the whole group, and a split clears the pointer, so a
// wrong merge is undone without guessing which booking came from whom.
const statements = [
  sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`,
  sql`CREATE TABLE clients (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    name text NOT NULL,
    email text,
    phone text,
    -- The phone's digits, by which a person is matched whatever the spacing.
    phone_key text GENERATED ALWAYS AS (nullif(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), '')) STORED,
    marketing_consent boolean NOT NULL DEFAULT false,
    merged_into_id uuid REFERENCES clients (id) ON DELETE SET NULL,
    -- Guests' contact data is kept for a retention period counted from here (their last contact).
    last_contact_at timestamptz NOT NULL DEFAULT now(),
    search_text text GENERATED ALWAYS AS (
      lower(name) || ' ' || lower(coalesce(email, '')) || ' ' ||
      coalesce(regexp_replace(coalesce(phone, ''), '\\D', '', 'g'), '')
    ) STORED,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (merged_into_id IS DISTINCT FROM id)
  )`,
  sql`CREATE UNIQUE INDEX clients_shop_user ON clients (shop_id, user_id) WHERE user_id IS NOT NULL`,
  sql`CREATE UNIQUE INDEX clients_shop_email ON clients (shop_id, lower(email)) WHERE email IS NOT NULL`,
  sql`CREATE UNIQUE INDEX clients_shop_phone ON clients (shop_id, phone_key) WHERE phone_key IS NOT NULL`,
  sql`CREATE INDEX clients_shop_name ON clients (shop_id, lower(name), id) WHERE merged_into_id IS NULL`,
  sql`CREATE INDEX clients_merged_into ON clients (merged_into_id) WHERE merged_into_id IS NOT NULL`,
  sql`CREATE TABLE client_notes (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
    author_id uuid REFERENCES users (id) ON DELETE SET NULL,
    author_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX client_notes_client ON client_notes (client_id, created_at)`,
  sql`ALTER TABLE bookings ADD COLUMN client_id uuid REFERENCES clients (id) ON DELETE SET NULL`,
  sql`CREATE INDEX bookings_client ON bookings (client_id, start_at) WHERE client_id IS NOT NULL`,
  sql`ALTER TABLE reservations ADD COLUMN client_id uuid REFERENCES clients (id) ON DELETE SET NULL`,
  sql`CREATE INDEX reservations_client ON reservations (client_id) WHERE client_id IS NOT NULL`,
  // An erased person's bookings stay for the studio's books without anyone to reach.
  sql`ALTER TABLE bookings ADD COLUMN anonymised_at timestamptz`,
  sql`ALTER TABLE bookings DROP CONSTRAINT bookings_online_customer_contact`,
  sql`ALTER TABLE bookings ADD CONSTRAINT bookings_online_customer_contact
    CHECK (source <> 'online' OR customer_email IS NOT NULL OR customer_phone IS NOT NULL OR anonymised_at IS NOT NULL)`,
  sql`ALTER TABLE reservations ADD COLUMN anonymised_at timestamptz`,
  // The client a contact belongs to, created when none matches. A contact with neither account,
  // email, phone nor name (an erased person's booking) belongs to nobody. Only a customer's own
  // account names the person: a guest session names nobody, and a booking a studio's admin takes
  // at the desk carries the admin's account, not the client's.
  sql`CREATE FUNCTION client_for_contact(shop uuid, account uuid, contact_name text, contact_email text, contact_phone text)
    RETURNS uuid LANGUAGE plpgsql AS $$
    DECLARE
      email_key text := nullif(lower(btrim(coalesce(contact_email, ''))), '');
      phone_given text := nullif(btrim(coalesce(contact_phone, '')), '');
      phone_digits text := nullif(regexp_replace(coalesce(contact_phone, ''), '\\D', '', 'g'), '');
      given_name text := nullif(btrim(coalesce(contact_name, '')), '');
      existing clients%ROWTYPE;
      created uuid;
    BEGIN
      IF account IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = account AND role = 'appUser' AND NOT guest) THEN
        account := NULL;
      END IF;
      IF account IS NULL AND email_key IS NULL AND phone_digits IS NULL AND given_name IS NULL THEN
        RETURN NULL;
      END IF;
      -- A name alone names nobody for sure: a walk-in's booking becomes a client of its own.
      IF account IS NULL AND email_key IS NULL AND phone_digits IS NULL THEN
        created := gen_random_uuid();
        INSERT INTO clients (id, shop_id, name) VALUES (created, shop, given_name);
        RETURN created;
      END IF;
      FOR attempt IN 1..5 LOOP
        existing := NULL;
        IF account IS NOT NULL THEN
          SELECT * INTO existing FROM clients WHERE shop_id = shop AND user_id = account;
        END IF;
        IF existing.id IS NULL AND email_key IS NOT NULL THEN
          SELECT * INTO existing FROM clients WHERE shop_id = shop AND lower(email) = email_key;
        END IF;
        IF existing.id IS NULL AND phone_digits IS NOT NULL THEN
          SELECT * INTO existing FROM clients WHERE shop_id = shop AND phone_key = phone_digits;
        END IF;
        IF existing.id IS NOT NULL THEN
          -- Complete what the client lacks; a key another client holds stays with that one.
          BEGIN
            UPDATE clients SET
              user_id = coalesce(user_id, account),
              email = coalesce(email, CASE WHEN NOT EXISTS (
                SELECT 1 FROM clients c WHERE c.shop_id = shop AND lower(c.email) = email_key) THEN email_key END),
              phone = coalesce(phone, CASE WHEN NOT EXISTS (
                SELECT 1 FROM clients c WHERE c.shop_id = shop AND c.phone_key = phone_digits) THEN phone_given END),
              last_contact_at = greatest(last_contact_at, now())
            WHERE id = existing.id;
          EXCEPTION WHEN unique_violation THEN
            UPDATE clients SET last_contact_at = greatest(last_contact_at, now()) WHERE id = existing.id;
          END;
          RETURN existing.id;
        END IF;
        created := gen_random_uuid();
        INSERT INTO clients (id, shop_id, user_id, name, email, phone)
        VALUES (created, shop, account, coalesce(given_name, email_key, phone_given), email_key, phone_given)
        ON CONFLICT DO NOTHING;
        IF FOUND THEN RETURN created; END IF;
      END LOOP;
      RAISE EXCEPTION 'no client for contact in shop %', shop USING ERRCODE = '40001';
    END
  $$`,
  sql`CREATE FUNCTION client_for_account(shop uuid, account uuid) RETURNS uuid LANGUAGE sql AS $$
    SELECT client_for_contact(shop, u.id, u.name, u.email, NULL) FROM users u WHERE u.id = account AND u.role = 'appUser' AND NOT u.guest
  $$`,
  sql`CREATE FUNCTION booking_client() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.client_id := client_for_contact(NEW.shop_id, NEW.user_id, NEW.customer_name, NEW.customer_email, NEW.customer_phone);
      RETURN NEW;
    END
  $$`,
  sql`CREATE TRIGGER bookings_client BEFORE INSERT OR UPDATE OF customer_name, customer_email, customer_phone, user_id
    ON bookings FOR EACH ROW EXECUTE FUNCTION booking_client()`,
  sql`CREATE FUNCTION reservation_client() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.client_id := client_for_contact(NEW.shop_id, NEW.user_id, NEW.name, NEW.email, NEW.phone);
      RETURN NEW;
    END
  $$`,
  sql`CREATE TRIGGER reservations_client BEFORE INSERT OR UPDATE OF name, email, phone, user_id
    ON reservations FOR EACH ROW EXECUTE FUNCTION reservation_client()`,
  sql`CREATE FUNCTION voucher_client() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM client_for_contact(NEW.shop_id, NULL, NEW.buyer_name, NEW.buyer_email, NULL);
      IF NEW.holder_id IS NOT NULL THEN PERFORM client_for_account(NEW.shop_id, NEW.holder_id); END IF;
      RETURN NULL;
    END
  $$`,
  sql`CREATE TRIGGER vouchers_client AFTER INSERT OR UPDATE OF holder_id ON vouchers
    FOR EACH ROW EXECUTE FUNCTION voucher_client()`,
  sql`CREATE FUNCTION account_contact_client() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM client_for_account(NEW.shop_id, NEW.user_id);
      RETURN NULL;
    END
  $$`,
  sql`CREATE TRIGGER customer_stamp_cards_client AFTER INSERT ON customer_stamp_cards
    FOR EACH ROW EXECUTE FUNCTION account_contact_client()`,
  sql`CREATE TRIGGER orders_client AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION account_contact_client()`,
];

/** Everyone the studios have met so far, oldest contact first, so that the first name given stays. */
const backfill = sql`DO $$
  DECLARE
    contact record;
  BEGIN
    FOR contact IN SELECT id FROM bookings ORDER BY created_at, id LOOP
      UPDATE bookings SET client_id = client_for_contact(shop_id, user_id, customer_name, customer_email, customer_phone)
      WHERE id = contact.id;
    END LOOP;
    FOR contact IN SELECT id FROM reservations ORDER BY created_at, id LOOP
      UPDATE reservations SET client_id = client_for_contact(shop_id, user_id, name, email, phone) WHERE id = contact.id;
    END LOOP;
    PERFORM client_for_contact(shop_id, NULL, buyer_name, buyer_email, NULL) FROM vouchers ORDER BY purchased_at;
    PERFORM client_for_account(shop_id, holder_id) FROM vouchers WHERE holder_id IS NOT NULL;
    PERFORM client_for_account(shop_id, user_id) FROM customer_stamp_cards ORDER BY created_at;
    PERFORM client_for_account(shop_id, user_id) FROM (SELECT DISTINCT shop_id, user_id FROM orders) o;
  END
$$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
  await sql`CREATE INDEX clients_search ON clients USING gin (search_text ${await trigramOperatorClass(db)})
    WHERE merged_into_id IS NULL`.execute(db);
  await backfill.execute(db);
}
