import { type Kysely, sql } from 'kysely';

// Appointment reminders: the reminder job claims a booking by setting reminder_sent_at where it is
// still null, so each booking is reminded once however many instances run the job. (The job queue
// itself, pg-boss, creates and migrates its own schema at start.)
const statements = [
  sql`ALTER TABLE bookings ADD COLUMN reminder_sent_at timestamptz`,
  // The reminder job's search: confirmed bookings not yet reminded, by start.
  sql`CREATE INDEX bookings_reminder_due_idx ON bookings (start_at)
    WHERE reminder_sent_at IS NULL AND status = 'confirmed' AND customer_email IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
