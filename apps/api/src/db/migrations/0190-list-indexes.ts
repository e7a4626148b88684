import { type Kysely, type RawBuilder, sql } from 'kysely';
import { trigramOperatorClass } from '../trigram-operator-class.ts';

// Every list answers from an index at any size: its order has one (with the id that breaks ties,
// in the same directions), and searching for part of a name or email uses trigram indexes
// (pg_trgm, in PostgreSQL and PGlite). The extension goes to public, like btree_gist, so that a
// schema dropped with its data never takes it along; its operator class is named there.
const statements = (trigram: RawBuilder<unknown>) => [
  // The global admin's appointments, newest first.
  sql`CREATE INDEX bookings_start_idx ON bookings (start_at DESC, id)`,
  // A customer's own bookings, upcoming or past, in start order.
  sql`CREATE INDEX bookings_user_start_idx ON bookings (user_id, start_at)`,
  sql`DROP INDEX bookings_user_idx`,
  sql`CREATE INDEX users_list_idx ON users (created_at DESC, id) WHERE NOT guest`,
  sql`CREATE INDEX users_email_trgm_idx ON users USING gin (email ${trigram})`,
  sql`CREATE INDEX users_name_trgm_idx ON users USING gin (name ${trigram})`,
  sql`CREATE INDEX users_shop_admin_idx ON users (shop_id, created_at, id) WHERE role = 'shopAdmin'`,
  sql`CREATE INDEX shops_list_idx ON shops (created_at DESC, id)`,
  sql`CREATE INDEX shops_name_idx ON shops (name, id)`,
  sql`CREATE INDEX shops_name_trgm_idx ON shops USING gin (name ${trigram})`,
  sql`CREATE INDEX shops_address_trgm_idx ON shops USING gin (address ${trigram})`,
  sql`CREATE INDEX shops_email_trgm_idx ON shops USING gin (email ${trigram})`,
  sql`CREATE INDEX treatments_name_trgm_idx ON treatments USING gin (name ${trigram})`,
  sql`CREATE INDEX approval_requests_list_idx ON approval_requests (submitted_at DESC, id)`,
  // The order board reads a shop's open orders, not its history.
  sql`CREATE INDEX orders_shop_status_idx ON orders (shop_id, status, created_at)`,
  // A studio's customers' stamp cards, most recently changed first.
  sql`CREATE INDEX customer_stamp_cards_shop_updated_idx ON customer_stamp_cards (shop_id, updated_at DESC, user_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
  for (const statement of statements(await trigramOperatorClass(db))) await statement.execute(db);
}
