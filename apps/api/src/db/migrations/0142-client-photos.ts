import { type Kysely, sql } from 'kysely';

// Photos of a client's nails after a visit. The image lives in the file storage under `file_name`
// (never served publicly); the row records when the client agreed to the photo and who recorded it.
// A photo belongs to the record it was taken for, so a merge shows it on the survivor's card and a
// split takes it back; erasing the client deletes the row here and the file after the commit.
const statements = [
  sql`CREATE TABLE client_photos (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
    file_name text NOT NULL UNIQUE,
    width integer NOT NULL,
    height integer NOT NULL,
    byte_size integer NOT NULL,
    consent_at timestamptz NOT NULL,
    uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
    uploaded_by_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX client_photos_client ON client_photos (client_id, created_at)`,
  sql`CREATE INDEX client_photos_shop ON client_photos (shop_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
