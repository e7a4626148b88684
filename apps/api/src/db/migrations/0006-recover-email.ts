import { type Kysely, sql } from 'kysely';

const statements = [
  // Links that let the old address undo an email change: the token remembers which address.
  sql`ALTER TABLE auth_tokens ADD COLUMN email text`,
  sql`ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_purpose_check`,
  sql`ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_purpose_check
    CHECK (purpose IN ('verify_email', 'reset_password', 'recover_email'))`,
  sql`ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_recover_email_check
    CHECK ((purpose = 'recover_email') = (email IS NOT NULL))`,
  // Session tokens carry the generation they were issued in; raising it signs every session out.
  sql`ALTER TABLE users ADD COLUMN session_generation integer NOT NULL DEFAULT 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
