import { type Kysely, sql } from 'kysely';

// A random salt per day for counting visitors: a visitor is the keyed hash of the day's salt, the
// studio, the client address and the browser, so the page views of one browser count as one
// visitor that day whatever identifiers the client sends, and once a salt is deleted (after two
// days) no stored visitor can be tied to an address again, nor to the same browser on another day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE analytics_visitor_salts (
    day date PRIMARY KEY,
    salt text NOT NULL
  )`.execute(db);
}
