import { type Kysely, sql } from 'kysely';

const statements = [
  // When the owner last submitted the studio profile for review (cleared when the shop goes live).
  sql`ALTER TABLE shops ADD COLUMN review_requested_at timestamptz`,
  sql`CREATE INDEX shops_created_at_idx ON shops (created_at DESC)`,
  sql`CREATE INDEX shops_status_idx ON shops (status)`,
  // Approval-bound changes of shop admins (shop profile, deals, gifts, stamp cards, partner cards,
  // menus): the proposed values wait here until a global admin decides. One pending request per
  // subject; a later submission merges into it.
  sql`CREATE TABLE approval_requests (
    id uuid PRIMARY KEY,
    shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
    subject_type text NOT NULL
      CHECK (subject_type IN ('shop', 'deal', 'gift', 'stamp_card', 'partner_card', 'menu')),
    subject_id uuid NOT NULL,
    payload jsonb NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    reason text,
    submitted_by uuid REFERENCES users (id) ON DELETE SET NULL,
    submitted_at timestamptz NOT NULL DEFAULT now(),
    decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
    decided_at timestamptz,
    CHECK ((status = 'pending') = (decided_at IS NULL)),
    CHECK (status <> 'rejected' OR reason IS NOT NULL)
  )`,
  sql`CREATE UNIQUE INDEX approval_requests_one_pending_key
    ON approval_requests (subject_type, subject_id) WHERE status = 'pending'`,
  sql`CREATE INDEX approval_requests_status_idx ON approval_requests (status, submitted_at DESC)`,
  sql`CREATE INDEX approval_requests_shop_idx ON approval_requests (shop_id, submitted_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
