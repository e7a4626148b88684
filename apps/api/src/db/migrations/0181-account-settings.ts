import { type Kysely, sql } from 'kysely';

// An account may switch off the mail asking for a review after a visit; everyone has it until then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN review_request_mails boolean NOT NULL DEFAULT true`.execute(db);
}
