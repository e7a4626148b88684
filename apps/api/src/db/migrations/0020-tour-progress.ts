import { type Kysely, sql } from 'kysely';

// How far each user got in each onboarding tour: kept server-side so it follows the user from
// device to device. A row per user and tour; it goes with the account.
const statements = [
  sql`CREATE TABLE tour_progress (
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    tour text NOT NULL CHECK (tour IN ('shopAdmin', 'globalAdmin')),
    step_id text CHECK (char_length(step_id) BETWEEN 1 AND 60),
    completed boolean NOT NULL DEFAULT false,
    offer_dismissed boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, tour)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
