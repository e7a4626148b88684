import { type Kysely, sql } from 'kysely';

const statements = [
  sql`CREATE TABLE shops (
    id uuid PRIMARY KEY,
    name text NOT NULL,
    address text NOT NULL,
    phone text NOT NULL,
    email text NOT NULL,
    category text NOT NULL,
    description text NOT NULL DEFAULT '',
    google_places_id text,
    latitude double precision,
    longitude double precision,
    logo_url text,
    background_url text,
    external_links jsonb NOT NULL DEFAULT '[]',
    timezone text NOT NULL DEFAULT 'Europe/Berlin',
    currency_code char(3) NOT NULL DEFAULT 'EUR',
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'suspended', 'inactive', 'active', 'pending_payment')),
    slot_step_minutes integer NOT NULL DEFAULT 15 CHECK (slot_step_minutes BETWEEN 5 AND 120),
    min_lead_minutes integer NOT NULL DEFAULT 60 CHECK (min_lead_minutes >= 0),
    horizon_days integer NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365),
    auto_confirm boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE TABLE shop_module_flags (
    shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
    deals_enabled boolean NOT NULL DEFAULT true,
    stamps_enabled boolean NOT NULL DEFAULT true,
    gifts_enabled boolean NOT NULL DEFAULT true,
    menu_enabled boolean NOT NULL DEFAULT true,
    reservations_enabled boolean NOT NULL DEFAULT true,
    orders_enabled boolean NOT NULL DEFAULT true,
    analytics_enabled boolean NOT NULL DEFAULT true,
    partner_cards_enabled boolean NOT NULL DEFAULT true,
    vouchers_enabled boolean NOT NULL DEFAULT true
  )`,
  sql`CREATE TABLE users (
    id uuid PRIMARY KEY,
    email text NOT NULL,
    name text NOT NULL DEFAULT '',
    first_name text,
    last_name text,
    password_hash text,
    role text NOT NULL CHECK (role IN ('globalAdmin', 'shopAdmin', 'appUser')),
    shop_id uuid REFERENCES shops (id) ON DELETE SET NULL,
    email_verified boolean NOT NULL DEFAULT false,
    disabled boolean NOT NULL DEFAULT false,
    guest boolean NOT NULL DEFAULT false,
    locale text NOT NULL DEFAULT 'de',
    last_login_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE NOT guest`,
  sql`CREATE INDEX users_shop_id_idx ON users (shop_id)`,
  sql`CREATE TABLE page_views (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    path text NOT NULL,
    shop_id text,
    visitor_id text NOT NULL,
    user_id uuid,
    occurred_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX page_views_occurred_at_idx ON page_views (occurred_at)`,
  sql`CREATE INDEX page_views_shop_idx ON page_views (shop_id, occurred_at)`,
  sql`CREATE TABLE services (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    name text NOT NULL,
    description text,
    category text,
    price_cents integer NOT NULL CHECK (price_cents >= 0),
    duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
    active boolean NOT NULL DEFAULT true,
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX services_shop_idx ON services (shop_id, position)`,
  sql`CREATE TABLE team_members (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    name text NOT NULL DEFAULT '',
    email text,
    phone text,
    color text NOT NULL,
    description text,
    position integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX team_members_shop_idx ON team_members (shop_id, position)`,
  sql`CREATE TABLE opening_hours (
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
    start_time time NOT NULL,
    end_time time NOT NULL,
    PRIMARY KEY (shop_id, weekday, start_time),
    CHECK (end_time > start_time)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
