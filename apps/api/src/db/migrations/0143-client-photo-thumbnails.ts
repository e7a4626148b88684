import { type Kysely, sql } from 'kysely';

// A small copy of each client photo for the card's grid, stored privately beside the original and
// deleted with it. Photos kept before thumbnails existed have none: the grid shows the original.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE client_photos ADD COLUMN thumbnail_file_name text UNIQUE`.execute(db);
}
