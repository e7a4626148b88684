import { type Kysely, sql } from 'kysely';

// Walk-in and phone bookings taken at the front desk need only a name, so a booking's customer email
// may be absent. An online booking still names a way to reach the customer (email or phone): the
// request schema checks it, and the CHECK keeps it true for every writer.
const statements = [
  sql`ALTER TABLE bookings ALTER COLUMN customer_email DROP NOT NULL`,
  sql`ALTER TABLE bookings ADD CONSTRAINT bookings_online_customer_contact
    CHECK (source <> 'online' OR customer_email IS NOT NULL OR customer_phone IS NOT NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
