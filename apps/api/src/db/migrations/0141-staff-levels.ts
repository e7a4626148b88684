import { type Kysely, sql } from 'kysely';

// A studio's team signs in: each shop admin has a level (owner: everything; manager: everything
// but plans, payouts and the studio's profile; staff: the calendar, their own column to change)
// and may be linked to the team member whose column is theirs. Every shop admin so far did
// everything, so each becomes an owner; so does a shop admin made by other paths (a global admin's
// user management, creating a studio), whose level stays unset. Invitations are mailed with a token kept only as a hash.
const statements = [
  sql`ALTER TABLE users ADD COLUMN shop_level text CHECK (shop_level IN ('owner', 'manager', 'staff'))`,
  sql`ALTER TABLE users ADD COLUMN team_member_id uuid REFERENCES team_members (id) ON DELETE SET NULL`,
  sql`UPDATE users SET shop_level = 'owner' WHERE role = 'shopAdmin'`,
  sql`CREATE TABLE staff_invitations (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    email text NOT NULL,
    level text NOT NULL CHECK (level IN ('owner', 'manager', 'staff')),
    team_member_id uuid REFERENCES team_members (id) ON DELETE SET NULL,
    token_hash text NOT NULL UNIQUE,
    invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
    expires_at timestamptz NOT NULL,
    accepted_at timestamptz,
    accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  sql`CREATE INDEX staff_invitations_shop ON staff_invitations (shop_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
