import { type Kysely, sql } from 'kysely';

const statements = [
  // Equality on uuid inside a GiST exclusion constraint (one member, no overlapping bookings).
  sql`CREATE EXTENSION IF NOT EXISTS btree_gist`,

  // Which team members perform a treatment; a treatment with none is performed by everyone.
  sql`CREATE TABLE service_team_members (
    service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    team_member_id uuid NOT NULL REFERENCES team_members (id) ON DELETE CASCADE,
    PRIMARY KEY (service_id, team_member_id)
  )`,
  sql`CREATE INDEX service_team_members_member_idx ON service_team_members (team_member_id)`,

  // Extra direct prices and extra per-unit prices of a treatment (0 = no extra cost).
  sql`CREATE TABLE service_extras (
    id uuid PRIMARY KEY,
    service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('direct', 'perUnit')),
    name text NOT NULL,
    price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
    position integer NOT NULL DEFAULT 0
  )`,
  sql`CREATE INDEX service_extras_service_idx ON service_extras (service_id, position)`,

  // Closure times: whole local days, both ends included.
  sql`CREATE TABLE unavailabilities (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    start_date date NOT NULL,
    end_date date NOT NULL,
    reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date >= start_date)
  )`,
  sql`CREATE INDEX unavailabilities_shop_idx ON unavailabilities (shop_id, start_date)`,
  sql`CREATE INDEX unavailabilities_end_idx ON unavailabilities (end_date)`,

  // Booking slots: concurrent capacity from start_date on, until end_date or for good (null).
  sql`CREATE TABLE booking_rules (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    start_date date NOT NULL,
    end_date date,
    slots integer NOT NULL CHECK (slots >= 1),
    reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date IS NULL OR end_date >= start_date)
  )`,
  sql`CREATE INDEX booking_rules_shop_idx ON booking_rules (shop_id, start_date)`,
  sql`CREATE INDEX booking_rules_end_idx ON booking_rules (end_date) WHERE end_date IS NOT NULL`,

  sql`CREATE TABLE bookings (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    team_member_id uuid REFERENCES team_members (id) ON DELETE SET NULL,
    preferred_team_member_id uuid REFERENCES team_members (id) ON DELETE SET NULL,
    start_at timestamptz NOT NULL,
    end_at timestamptz NOT NULL,
    status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed', 'no_show')),
    source text NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'walk_in', 'phone')),
    customer_name text NOT NULL,
    customer_email text NOT NULL,
    customer_phone text,
    notes text,
    -- The identity that booked (guests too); the booking stays when the account goes.
    user_id uuid REFERENCES users (id) ON DELETE SET NULL,
    -- Language of the customer's mails.
    locale text NOT NULL DEFAULT 'de',
    -- SHA-256 of the customer's cancel-link token.
    cancel_token_hash text NOT NULL UNIQUE,
    -- Raised on every move or cancellation (the .ics SEQUENCE).
    sequence integer NOT NULL DEFAULT 0,
    cancelled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (end_at > start_at),
    -- One team member is never in two active bookings at once, whatever the application does.
    CONSTRAINT bookings_team_member_no_overlap EXCLUDE USING gist (
      team_member_id WITH =,
      tstzrange(start_at, end_at) WITH &&
    ) WHERE (status IN ('pending', 'confirmed') AND team_member_id IS NOT NULL)
  )`,
  sql`CREATE INDEX bookings_shop_start_idx ON bookings (shop_id, start_at)`,
  // Which bookings of a shop overlap a span (free times, the calendar), however many lie in the past.
  sql`CREATE INDEX bookings_shop_period_idx ON bookings USING gist (shop_id, tstzrange(start_at, end_at))`,
  sql`CREATE INDEX bookings_shop_created_idx ON bookings (shop_id, created_at)`,
  sql`CREATE INDEX bookings_user_idx ON bookings (user_id)`,

  // What was booked, as it was at booking time (name, price, duration stay if the treatment changes).
  sql`CREATE TABLE booking_services (
    booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    position integer NOT NULL,
    service_id uuid REFERENCES services (id) ON DELETE SET NULL,
    name text NOT NULL,
    price_cents integer NOT NULL,
    duration_minutes integer NOT NULL,
    PRIMARY KEY (booking_id, position)
  )`,
  sql`CREATE INDEX booking_services_service_idx ON booking_services (service_id)`,

  // Mail attachments (e.g. the .ics of a booking), kept with the outbox row.
  sql`ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
