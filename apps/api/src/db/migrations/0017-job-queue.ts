import { type Kysely, sql } from 'kysely';

// Appointment reminders. reminder_settled_at is set when the booking's reminder went out, or when a
// booking or move less than 24 hours ahead made one needless; the reminder job claims a booking by
// setting it where it is still null, so each booking is reminded once however many instances run
// the job. (The job queue itself, pg-boss, creates and migrates a schema of its own at start.)
const statements = [
  sql`ALTER TABLE bookings ADD COLUMN reminder_settled_at timestamptz`,
  // The reminder job's search: confirmed bookings with an email and no reminder settled, by start.
  sql`CREATE INDEX bookings_reminder_due_idx ON bookings (start_at)
    WHERE reminder_settled_at IS NULL AND status = 'confirmed' AND customer_email IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
